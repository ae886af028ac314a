// `npm run seed -- --roles N`: opens the configured database, seeds the starter catalogue, adds N generated roles.
import { growCatalogue } from '@/server/domains/catalogue/grow-catalogue';
import { parseEnv } from '@/server/env';
import { createRuntime } from '@/server/runtime/runtime';

function rolesArg(argv: string[]): number {
  const i = argv.indexOf('--roles');
  if (i < 0) return 0;
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) {
    process.stderr.write('--roles takes a whole number from 0 to 1000000\n');
    process.exit(2);
  }
  return n;
}

async function main() {
  const count = rolesArg(process.argv.slice(2));
  const runtime = await createRuntime(parseEnv());
  try {
    const added = await growCatalogue(runtime.services.catalogue, count, (done) => process.stdout.write(`\r${done}/${count} roles`));
    await runtime.database.refreshStatistics();
    process.stdout.write(`\nadded ${added} roles; the catalogue holds ${await runtime.services.catalogue.countRoles()}\n`);
  } finally {
    await runtime.close();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`seed failed: ${error.message}\n`);
  process.exit(1);
});
