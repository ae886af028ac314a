import { desc, sql } from 'drizzle-orm';
import { RoleStatus } from '@/lib/contracts/role';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { roles, roleTags, tags } from '@/server/db/schema';
import { CatalogueRepository } from '@/server/domains/catalogue/catalogue-repository';
import { growCatalogue } from '@/server/domains/catalogue/grow-catalogue';
import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import { FeedRepository } from '@/server/domains/feed/feed-repository';
import { visibleRole } from '@/server/domains/roles/role-filters';
import { createBenchDatabase, fmt, percentile } from './lib';

/** Catalogue sizes: the starter catalogue, and the catalogue grown with generated roles (BENCH_SEARCH_ROLES, 5,000 by default). */
const SIZES = [STARTER_ROLES.length, Number(process.env.BENCH_SEARCH_ROLES ?? 5_000)];
/** What people type: a typo, a meaning, two words, a name prefix, a word of many intros, a French word. */
const KEYWORDS = ['kirra', 'grandma', 'ghost lighthouse', 'Nana', 'conversation', 'fantôme'];
const ROUNDS = 40;
const PAGE = { offset: 0, limit: 20 };

/** The search as it was before full text and trigrams: ILIKE over name, tags and intro, ranked by where it matched. */
async function searchBefore(db: DatabaseHandle['db'], keyword: string) {
  const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const exact = keyword.toLowerCase();
  const prefix = `${likeText(keyword)}%`;
  const anywhere = `%${likeText(keyword)}%`;
  const rank = sql`case
      when lower(${roles.name}) = ${exact} then 0
      when ${roles.name} ilike ${prefix} then 1
      when ${roles.name} ilike ${anywhere} then 2
      when exists (select 1 from ${roleTags} srt join ${tags} st on st.id = srt.tag_id where srt.role_id = ${roles.id} and st.title ilike ${anywhere}) then 3
      when ${roles.intro} ilike ${anywhere} then 4
    end`;
  const where = sql`${visibleRole({ includeNsfw: false }, { ownDrafts: false })} and (${rank}) is not null`;
  await Promise.all([
    db.select().from(roles).where(where).orderBy(sql`(${rank})`, desc(roles.hotScore), desc(roles.id)).offset(PAGE.offset).limit(PAGE.limit),
    db.select({ n: sql`count(*)` }).from(roles).where(where),
  ]);
}

/** Fills the catalogue to `size` roles (the starter roles' text first), each with a French text of its own. */
async function fill(handle: DatabaseHandle, size: number) {
  const catalogue = new CatalogueRepository(handle.db);
  const have = await catalogue.countRoles();
  if (have === 0) {
    await catalogue.insertRoles(
      STARTER_ROLES.map((r) => ({ slug: r.slug, name: r.name, intro: r.intro, greeting: r.greeting, exampleDialogue: r.exampleDialogue, nsfw: r.nsfw, status: RoleStatus.Published, hotScore: r.likeCount })),
    );
  }
  const more = size - (await catalogue.countRoles());
  if (more > 0) await growCatalogue(catalogue, more, (done) => process.stderr.write(`\rsearch: ${done} of ${more} roles added`));
  // Until the translations are merged every role gets a French copy of its text: the same rows and index sizes.
  await handle.db.execute(sql`insert into role_translations (role_id, locale, intro, greeting, example_dialogue, search_config)
    select id, 'fr-FR', 'Le fantôme. ' || intro, greeting, example_dialogue, 'french' from roles on conflict do nothing`);
  await handle.refreshStatistics();
  await handle.db.execute(sql`analyze`);
}

async function latencies(run: (keyword: string) => Promise<unknown>): Promise<{ median: number; p99: number }> {
  for (const keyword of KEYWORDS) await run(keyword);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const keyword of KEYWORDS) {
      const started = performance.now();
      await run(keyword);
      times.push(performance.now() - started);
    }
  }
  return { median: percentile(times, 50), p99: percentile(times, 99) };
}

async function measure(label: string, handle: DatabaseHandle): Promise<string[]> {
  const feed = new FeedRepository(handle.db);
  const lines: string[] = [];
  for (const size of SIZES) {
    await fill(handle, size);
    // Turns of the two, so neither has the machine to itself more than the other.
    const after = { median: [] as number[], p99: [] as number[] };
    const before = { median: [] as number[], p99: [] as number[] };
    for (let turn = 0; turn < 2; turn++) {
      const now = await latencies((keyword) => feed.search({ ...PAGE, keyword, includeNsfw: false, locale: 'fr-FR' }));
      const then = await latencies((keyword) => searchBefore(handle.db, keyword));
      after.median.push(now.median);
      after.p99.push(now.p99);
      before.median.push(then.median);
      before.p99.push(then.p99);
    }
    const best = (values: number[]) => Math.min(...values);
    lines.push(
      `| ${label} | ${fmt(size)} | ${fmt(best(after.median), 2)} ms | ${fmt(best(after.p99), 2)} ms | ${fmt(best(before.median), 2)} ms | ${fmt(best(before.p99), 2)} ms |`,
    );
  }
  return lines;
}

/**
 * Catalogue search latency: the search (full text in the reader's language and English, trigram close
 * spellings, indexed) against the ILIKE search it replaced, same database, same keywords, same run.
 */
export async function benchCatalogueSearch(): Promise<string[]> {
  const lines = [
    `${KEYWORDS.length} keywords (${KEYWORDS.map((k) => `"${k}"`).join(', ')}), ${ROUNDS} rounds, one caller, page of ${PAGE.limit}, reader in fr-FR; best of 2 turns`,
    '',
    '| database | roles | search median | search p99 | ILIKE search median | ILIKE search p99 |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  const pglite = await openDatabase({});
  try {
    lines.push(...(await measure('PGlite (in memory)', pglite)));
  } finally {
    await pglite.close();
  }
  const database = await createBenchDatabase('search');
  const postgres = await openDatabase({ databaseUrl: database.url, connectRetries: 0 });
  try {
    lines.push(...(await measure('PostgreSQL', postgres)));
  } finally {
    await postgres.close();
    await database.drop();
  }
  return lines;
}
