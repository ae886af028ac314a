import { sql } from 'drizzle-orm';
import { createLogger } from '@/server/log';
import { call } from '@/server/test/api-client';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';

/** A query that fails is logged by its statement and SQLSTATE: its parameters name users and stay out. */
describe.each(DATABASE_KINDS)('a failing query on %s', (kind) => {
  let rt: TestRuntime;
  const lines: string[] = [];

  beforeAll(async () => {
    rt = await createTestRuntime(kind, { seed: false, log: createLogger('error', (line) => lines.push(line)) });
  });
  afterAll(() => rt.close());

  it('logs the statement and the error code, never the parameters', async () => {
    // The visitor login's first query now names a column that is not there.
    await rt.database.db.execute(sql`ALTER TABLE visitor_devices RENAME COLUMN secret_hash TO secret_hash_gone`);
    const deviceId = `device-of-a-person-${kind}-4f1c9a`;
    const { status, body } = await call(rt.backend, 'POST', '/user/login', { body: { source: 'visitor', deviceId, deviceSecret: 'their-secret-9b2e' } });
    expect(status).toBe(500);
    expect(body.message).toMatch(/^Internal error, request /);

    const line = lines.find((l) => l.includes('"unexpected error"'));
    expect(line).toBeDefined();
    expect(line).not.toContain(deviceId);
    expect(line).not.toContain('their-secret-9b2e');
    expect(line).not.toMatch(/params/);
    const logged = JSON.parse(line!) as { error: { name: string; query: string; code: string } };
    expect(logged.error).toMatchObject({ name: 'DrizzleQueryError', code: '42703' });
    expect(logged.error.query).toMatch(/from "visitor_devices" where "visitor_devices"."device_id" = \$1/);
  });
});
