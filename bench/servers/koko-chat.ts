// The KOKO server process for the chat benchmarks: API and socket as server.ts serves them, with the settings
// the benchmark hands over as JSON in BENCH_KOKO_ENV (database, Redis, chat model, koin), nothing else from
// the caller's environment.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startServer } from '@/server/app-server';
import { parseEnv } from '@/server/env';

const [port, dataDir] = process.argv.slice(2);
const settings = JSON.parse(process.env.BENCH_KOKO_ENV ?? '{}') as Record<string, string>;
startServer(parseEnv({ PORT: port, HOST: '127.0.0.1', KOKO_DATA_DIR: dataDir, KOKO_LOG_LEVEL: 'warn', KOKO_DB_CONNECT_RETRIES: '0', ...settings }))
  .then((running) => {
    process.stdout.write('ready\n');
    // How long the event loop was held from ready to stop, said on stderr as the server stops.
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    process.on('SIGTERM', () => {
      delay.disable();
      const ms = (ns: number) => (ns / 1e6).toFixed(1);
      process.stderr.write(`event loop delay since ready (${process.cwd()}): p50 ${ms(delay.percentile(50))}, p99 ${ms(delay.percentile(99))}, max ${ms(delay.max)} ms\n`);
      void running.stop().then(() => process.exit(0));
    });
    // Run with --expose-gc, SIGUSR2 collects garbage (so a memory reading counts what is alive) and reports the heap.
    process.on('SIGUSR2', () => {
      (globalThis as { gc?: () => void }).gc?.();
      process.stdout.write(`memory ${JSON.stringify(process.memoryUsage())}\n`);
    });
  })
  .catch((error: Error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
