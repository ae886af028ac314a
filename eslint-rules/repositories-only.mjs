// Only repositories know the database (DESIGN §2): see the block in eslint.config.mjs that applies this rule.
import path from 'node:path';

/** Where an import lands, for `@/`, relative and bare specifiers (posix, from the project root). */
function importTarget(source, filename, cwd) {
  if (source.startsWith('@/')) return source.slice(2);
  if (source.startsWith('.')) return path.relative(cwd, path.resolve(path.dirname(filename), source)).split(path.sep).join('/');
  return source;
}

/** Fails on an import of Drizzle or server/db (`allowClient`: the database client is allowed). */
export const repositoriesOnly = {
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
      const db = target === 'server/db' || (target.startsWith('server/db/') && target !== 'server/db/transactions' && target !== 'server/db/unavailable' && !(allowClient && target === 'server/db/client'));
      if (drizzle || db) context.report({ node: node.source, messageId: 'database', data: { source } });
    };
    return { ImportDeclaration: check, ExportAllDeclaration: check, ExportNamedDeclaration: check, ImportExpression: check };
  },
};
