import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** server.ts as `npm start` runs it: a bad setting stops the start with one line naming it. */
describe('server.ts start-up', () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(process.cwd(), 'server.ts')], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });

  it.each([
    [{ PORT: 'abc' }, 'KOKO could not start: PORT must be a whole number from 1 to 65535 (got "abc")\n'],
    [{ DATABASE_URL: 'mysql://db/koko' }, 'KOKO could not start: DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://db/koko")\n'],
  ])('refuses %p with one clear line', (env, line) => {
    const result = start(env);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(line);
  });
});
