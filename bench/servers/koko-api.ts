// The KOKO server process without the web front end: API and socket, as server.ts serves them.
import { startServer } from '@/server/app-server';
import { parseEnv } from '@/server/env';

const [port, dataDir] = process.argv.slice(2);
startServer(parseEnv({ PORT: port, HOST: '127.0.0.1', KOKO_DATA_DIR: dataDir, KOKO_LOG_LEVEL: 'warn', DATABASE_URL: process.env.BENCH_DATABASE_URL }))
  .then((running) => {
    process.stdout.write('ready\n');
    process.on('SIGTERM', () => void running.stop().then(() => process.exit(0)));
  })
  .catch((error: Error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
