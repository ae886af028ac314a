// A worker thread of the generator pool (server/jobs/generator-pool.ts). Plain JavaScript so that it starts the same
// way under the server, the tests and the benchmarks: it registers tsx, which compiles the TypeScript it then loads.
import { createRequire } from 'node:module';
(await import('tsx/cjs/api')).register();
(await import('tsx/esm/api')).register();
createRequire(import.meta.url)('./generator-host.ts');
