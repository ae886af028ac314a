import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const serverImport = {
  group: ['@/server', '@/server/*', '**/server/*', '../server', '../../server'],
  message: 'Client code must not import server-only code (server/). Use lib/contracts or an API call.',
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
  {
    // The server/client line (DESIGN §2): browser code never reaches into server/.
    files: ['components/**', 'lib/**', 'workers/**', 'app/**/*-client.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImport] }] },
  },
];

export default config;
