// `npm run bench`: every figure with the ratio to its peer measured in the same run.
import os from 'node:os';
import { benchApiThroughput } from './api-throughput';
import { benchFirstStart } from './first-start';
import { benchWalletDebits } from './wallet-debits';

async function main() {
  const only = process.argv[2];
  process.stdout.write(`KOKO benchmarks — ${new Date().toISOString()} — ${os.cpus().length} cores, Node ${process.version}\n\n`);
  if (!only || only === 'api') {
    process.stdout.write('## API throughput (autocannon, 32 connections, 8 s, loopback)\n\n');
    process.stdout.write((await benchApiThroughput()).join('\n') + '\n\n');
  }
  if (!only || only === 'wallet') {
    process.stdout.write('## Wallet debits (ledger transaction against a plain UPDATE)\n\n');
    process.stdout.write((await benchWalletDebits()).join('\n') + '\n\n');
  }
  if (!only || only === 'start') {
    process.stdout.write('## First start (after build)\n\n');
    process.stdout.write((await benchFirstStart()).join('\n') + '\n');
  }
}

main().catch((error: Error) => {
  process.stderr.write(`bench failed: ${error.stack}\n`);
  process.exit(1);
});
