import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import path from 'node:path';

const serverImport = {
  group: ['@/server', '@/server/*', '**/server/*', '../server', '../../server'],
  message: 'Client code must not import server-only code (server/). Use lib/contracts or an API call.',
};

// ---- Only repositories know the database (DESIGN §2) ------------------------------------------------------------
// Drizzle (`drizzle-orm` and its subpaths) and server/db (the client, the schema, the executor) are imported only by
// repositories (`*-repository.ts`), the two repository helpers named below, server/db itself, tests and benchmarks.
// A service that must join a transaction holds it through server/db/transactions (the one server/db file it may
// import) and hands it to repository calls. The runtime (server/runtime/) may import the client alone: it opens the
// database and gives it to the repositories.
const REPOSITORY_HELPERS = [
  'server/domains/roles/role-filters.ts', // the SQL conditions every read of roles carries
  'server/domains/chat/participant-columns.ts', // the participant query the chat repositories share
];
const DATABASE_ALLOWED = ['**/*-repository.ts', ...REPOSITORY_HELPERS, 'server/db/**', '**/*.test.ts', '**/*.test.tsx', 'server/test/**', 'e2e/**', 'bench/**'];

/** Where an import lands, for `@/`, relative and bare specifiers (posix, from the project root). */
function importTarget(source, filename, cwd) {
  if (source.startsWith('@/')) return source.slice(2);
  if (source.startsWith('.')) return path.relative(cwd, path.resolve(path.dirname(filename), source)).split(path.sep).join('/');
  return source;
}

const repositoriesOnly = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { allowClient: { type: 'boolean' } }, additionalProperties: false }],
    messages: {
      database: '"{{source}}" knows the database: only repositories (*-repository.ts) import Drizzle or server/db. Move the query into this domain\'s repository.',
    },
  },
  create(context) {
    const allowClient = context.options[0]?.allowClient === true;
    const check = (node) => {
      const source = node.source?.type === 'Literal' && typeof node.source.value === 'string' ? node.source.value : undefined;
      if (!source) return;
      const target = importTarget(source, context.filename, context.cwd).replace(/\.(ts|tsx|js|mjs)$/, '');
      const drizzle = target === 'drizzle-orm' || target.startsWith('drizzle-orm/');
      const db = target === 'server/db' || (target.startsWith('server/db/') && target !== 'server/db/transactions' && !(allowClient && target === 'server/db/client'));
      if (drizzle || db) context.report({ node: node.source, messageId: 'database', data: { source } });
    };
    return { ImportDeclaration: check, ExportAllDeclaration: check, ExportNamedDeclaration: check, ImportExpression: check };
  },
};
// ---- end: only repositories know the database -----------------------------------------------------------------

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'bench/peers/*/.next/**', 'bench/peers/*/next-env.d.ts', 'node_modules/**', 'data/**', 'server/db/migrations/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The server/client line (DESIGN §2): browser code never reaches into server/.
    files: ['components/**', 'lib/**', 'workers/**', 'app/**/*-client.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImport] }] },
  },
  {
    // Only repositories know the database (see repositoriesOnly above).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: DATABASE_ALLOWED,
    plugins: { koko: { rules: { 'repositories-only-database': repositoriesOnly } } },
    rules: { 'koko/repositories-only-database': 'error' },
  },
  {
    files: ['server/runtime/**'],
    ignores: DATABASE_ALLOWED,
    rules: { 'koko/repositories-only-database': ['error', { allowClient: true }] },
  },
];

export default config;
