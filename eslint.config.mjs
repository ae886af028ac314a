import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { noCycleCountingTypes } from './eslint-rules/no-cycle.mjs';
import { repositoriesOnly } from './eslint-rules/repositories-only.mjs';

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

// ---- end: only repositories know the database -----------------------------------------------------------------
/** Zones of the import-direction rules (the block "Imports point one way" below). */
const belowTransports = (target) => ({
  target,
  from: ['./server/http', './server/realtime'],
  message: 'Domains and providers sit below the transports (server/http, server/realtime); errors and their codes are in server/errors.',
});
const belowDomains = {
  target: './server/providers',
  from: './server/domains',
  message: 'Providers sit below the domains: what both need belongs in a provider (or lower).',
};

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
  // ── Imports point one way (DESIGN §2) ──────────────────────────────────────────────────────────────
  // Transports (server/http, server/realtime) → server/domains → server/providers and server/db. Nothing
  // reaches back up: errors and their codes are in server/errors.ts, below them all. And no module takes
  // part in an import cycle, however long the way round and whether the imports carry values or only types.
  {
    plugins: { layers: { rules: { 'no-cycle': noCycleCountingTypes } } },
    rules: { 'layers/no-cycle': 'error' },
  },
  {
    files: ['server/domains/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [belowTransports('./server/domains')] }] },
  },
  {
    files: ['server/providers/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [belowTransports('./server/providers'), belowDomains] }] },
  },
  {
    // A provider's tests may take the starter catalogue (server/domains/catalogue) as their fixture.
    files: ['server/providers/**/*.test.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [belowTransports('./server/providers')] }] },
  },
  // ── end of the import-direction rules ───────────────────────────────────────────────────────────────
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
