// Publishing to feed visibility: how long after a reviewer approves a role it is in Discover as another instance
// serves it (the period's ranked pages, getFeedForDiscoverCacheV2), and how long after a take-down it is gone.
// Two instances share one PostgreSQL and one Redis, as a scaled-out KOKO does; the approval goes through the first,
// Discover is read from the second. Peer: the approval's own write (the call returning on the first instance).
import { assets, users, whitelist } from '@/server/db/schema';
import type { SessionUser } from '@/server/domains/users/session-user';
import { parseEnv } from '@/server/env';
import { createLogger } from '@/server/log';
import { createRuntime, type Runtime } from '@/server/runtime/runtime';
import { tempDataDir } from './chat-setup';
import { createBenchDatabase, percentile } from './lib';

const ROUNDS = Number(process.env.BENCH_PUBLISH_ROUNDS ?? 30);
/** Longer than any figure could be without the announcement: a role still not shown then counts as this. */
const GIVE_UP_MS = 15_000;

async function member(rt: Runtime, name: string, staff = false): Promise<SessionUser> {
  const [row] = await rt.database.db.insert(users).values({ source: 'password', subject: `bench-${name}`, name }).returning();
  if (staff) await rt.database.db.insert(whitelist).values({ userId: row!.id, level: 1 });
  return { userId: row!.id, sessionId: 0, source: 'password', isVisitor: false } as SessionUser;
}

/** Reads until `done`; the time from `since`. */
async function seenAfter(since: number, read: () => Promise<number>, done: (total: number) => boolean): Promise<number> {
  for (;;) {
    if (done(await read())) return performance.now() - since;
    if (performance.now() - since > GIVE_UP_MS) return GIVE_UP_MS;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export async function benchPublishVisibility(): Promise<string[]> {
  const database = await createBenchDatabase('publish');
  const data = tempDataDir();
  const env = parseEnv({ NODE_ENV: 'production', KOKO_DATA_DIR: data.dir, DATABASE_URL: database.url, REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' });
  const log = createLogger('silent');
  const a = await createRuntime(env, { seed: true, runTasks: false, log });
  const b = await createRuntime(env, { seed: false, runTasks: false, log });
  try {
    const author = await member(a, 'Author');
    const staff = await member(a, 'Reviewer', true);
    const discover = async () => (await b.services.feed.discoverCached({ current: 1, size: 20, tagTitle: '', includeNsfw: false, locale: 'en-US' })).total;
    const shown: number[] = [];
    const gone: number[] = [];
    const writes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { roleId } = await a.services.roleCreation.create(author, { roleName: `Bench Keeper ${round}` });
      const [avatar] = await a.database.db.insert(assets).values({ ownerId: author.userId, kind: 'avatar', name: 'avatar', status: 2, resource: {} }).returning({ id: assets.id });
      await a.services.roleCreation.saveAndPublish(author, { roleId, intro: 'A lighthouse keeper.', roleAppearInfo: 'Hello there.', propertyAvatarId: avatar!.id });
      await a.services.roleCreation.push(author, roleId);
      const before = await discover();
      let started = performance.now();
      await a.services.roleCreation.approve(staff, roleId);
      writes.push(performance.now() - started);
      shown.push(await seenAfter(started, discover, (total) => total === before + 1));
      started = performance.now();
      await a.services.roleCreation.takeDown(staff, roleId, 'Bench round over.');
      gone.push(await seenAfter(started, discover, (total) => total === before));
    }
    const row = (label: string, values: number[]) => {
      const [p50, p99, peer50] = [percentile(values, 50), percentile(values, 99), percentile(writes, 50)];
      return `| ${label} | ${p50.toFixed(1)} ms | ${p99.toFixed(1)} ms | ${peer50.toFixed(1)} ms | ${(p50 / peer50).toFixed(2)}× |`;
    };
    return [
      '| figure | p50 | p99 | approval write alone, p50 (peer) | p50 / peer |',
      '| --- | --- | --- | --- | --- |',
      row('approved → in Discover on the other instance', shown),
      row('taken down → out of Discover on the other instance', gone),
      '',
      `${ROUNDS} roles, two instances on PostgreSQL and Redis; Discover read from the second instance's ranked pages until the role shows (gives up at ${GIVE_UP_MS / 1000} s).`,
    ];
  } finally {
    await b.close();
    await a.close();
    await database.drop();
    data.remove();
  }
}
