import { and, eq } from 'drizzle-orm';
import { relations, roles, users } from '@/server/db/schema';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';
import { RelationRepository } from './relation-repository';
import { EMPTY_TALLY, scoreMessage, type RelationMessage } from './relation-score';

const T0 = Date.parse('2026-11-28T09:00:00Z');
/** Real messages, a minute apart, each different (so each earns). */
const says = (count: number, from = 0, start = T0): RelationMessage[] =>
  Array.from({ length: count }, (_, i) => ({ text: `I went sailing on the lake again, day number ${from + i}`, facts: (from + i) % 2, at: new Date(start + (from + i) * 60_000) }));

/** The affinity the score gives these messages one after another. */
const scored = (messages: RelationMessage[]) => messages.reduce((tally, message) => scoreMessage(tally, message).tally, EMPTY_TALLY).affinity;

describe.each(DATABASE_KINDS)('RelationRepository [%s]', (kind) => {
  let rt: TestRuntime;
  let roleIds: number[];
  let n = 0;

  const person = async () => {
    const [row] = await rt.database.db.insert(users).values({ source: 'google', subject: `relation-${kind}-${++n}-${Date.now()}`, name: `Sailor ${n}` }).returning({ id: users.id });
    return row!.id;
  };
  const stored = async (userId: number, roleId: number) =>
    (await rt.database.db.select().from(relations).where(and(eq(relations.userId, userId), eq(relations.roleId, roleId))))[0];

  beforeAll(async () => {
    rt = await createTestRuntime(kind, { seed: false });
    roleIds = (await rt.database.db.insert(roles).values([{ name: 'Elias', status: 10 }, { name: 'Odile', status: 10 }]).returning({ id: roles.id })).map((r) => r.id);
  });
  afterAll(() => rt.close());

  it('counts messages sent at the same moment on each other, in the order they came, and keeps what it wrote', async () => {
    const repo = new RelationRepository(rt.database.db);
    const userId = await person();
    const messages = says(12);
    // All in one turn of the event loop: one batch.
    const growths = await Promise.all(messages.map((message) => repo.record(userId, roleIds[0]!, message)));
    const expected = messages.map((_, i) => scored(messages.slice(0, i + 1)));
    expect(growths.map((g) => g.affinity)).toEqual(expected);
    // Each message's previous level is the level after the one before it.
    growths.slice(1).forEach((growth, i) => expect(growth.previousLevel).toBe(Math.max(...growths.slice(0, i + 1).map((g) => g.level))));
    const row = await stored(userId, roleIds[0]!);
    expect(row).toMatchObject({ affinity: expected.at(-1), level: growths.at(-1)!.level, sessionTurns: 12, day: '2026-11-28' });
    expect(row!.lastMessageAt?.getTime()).toBe(messages.at(-1)!.at.getTime());
    expect(row!.recent.length).toBeGreaterThan(0);
    // The next message, in a later turn, goes on from there.
    const later = says(1, 12);
    expect((await repo.record(userId, roleIds[0]!, later[0]!)).affinity).toBe(scored([...messages, ...later]));
  });

  it('keeps people and characters apart within one batch', async () => {
    const repo = new RelationRepository(rt.database.db);
    const [a, b] = [await person(), await person()];
    const calls = [
      repo.record(a, roleIds[0]!, says(1, 0)[0]!),
      repo.record(b, roleIds[0]!, says(1, 0)[0]!),
      repo.record(a, roleIds[1]!, says(1, 0)[0]!),
      repo.record(a, roleIds[0]!, says(1, 1)[0]!),
    ];
    const growths = await Promise.all(calls);
    expect(growths.map((g) => g.affinity)).toEqual([scored(says(1, 0)), scored(says(1, 0)), scored(says(1, 0)), scored(says(2, 0))]);
    expect((await stored(a, roleIds[0]!))!.affinity).toBe(scored(says(2, 0)));
    expect((await stored(b, roleIds[0]!))!.affinity).toBe(scored(says(1, 0)));
    expect((await stored(a, roleIds[1]!))!.affinity).toBe(scored(says(1, 0)));
  });

  it('loses no batch when two instances count the same relation at once', async () => {
    const [one, two] = [new RelationRepository(rt.database.db), new RelationRepository(rt.database.db)];
    const userId = await person();
    // One instance's messages today, the other's tomorrow; whichever holds the row first, the other counts after it.
    const [today, tomorrow] = [says(5, 0), says(5, 5, T0 + 86_400_000)];
    const serial = [scored([...today, ...tomorrow]), scored([...tomorrow, ...today])];
    const alone = [scored(today), scored(tomorrow)];
    expect(serial.some((value) => alone.includes(value))).toBe(false);
    await Promise.all([...today.map((message) => one.record(userId, roleIds[1]!, message)), ...tomorrow.map((message) => two.record(userId, roleIds[1]!, message))]);
    expect(serial).toContain((await stored(userId, roleIds[1]!))!.affinity);
  });
});
