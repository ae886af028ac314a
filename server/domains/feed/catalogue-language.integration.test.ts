import { sql } from 'drizzle-orm';
import type { Banner, FeedItem, PerformCard } from '@/lib/contracts/feed';
import type { RoleDetail, Tag } from '@/lib/contracts/role';
import { LOCALE_COOKIE, LOCALE_HEADER } from '@/lib/i18n/locales';
import { queryRows } from '@/server/db/client';
import { seedStarterCatalogue } from '@/server/domains/catalogue/seed-catalogue';
import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import type { CatalogueTranslations } from '@/server/domains/catalogue/translation-types';
import { createLogger } from '@/server/log';
import { call } from '@/server/test/api-client';
import { insertRole, signedIn } from '@/server/test/catalogue-fixtures';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';
import { AGNES_FR, AGNES_ZH, CATALOGUE_FR } from '@/server/test/translation-fixtures';

type FeedData = { list: FeedItem[]; page: { total: number } };

/** The fixtures as the loader reads them: French and Chinese for Agnes Pell, French tags, a banner and a play. */
const FIXTURES: CatalogueTranslations = new Map([
  ['fr-FR', { roles: new Map([['agnes-pell', { ...AGNES_FR, exampleDialogue: AGNES_FR.exampleDialogue.join('\n') }]]), ...CATALOGUE_FR }],
  ['zh-CN', { roles: new Map([['agnes-pell', { ...AGNES_ZH, exampleDialogue: AGNES_ZH.exampleDialogue.join('\n') }]]), tags: {}, banners: {}, plays: {} }],
]);
const english = (slug: string) => STARTER_ROLES.find((r) => r.slug === slug)!;

describe.each(DATABASE_KINDS)('the catalogue in the reader’s language [%s]', (kind) => {
  let rt: TestRuntime;
  const post = <T>(path: string, body: unknown, headers: Record<string, string> = {}, token?: string) => call<T>(rt.backend, 'POST', path, { body, headers, token });
  const search = async (keyword: string, locale = 'en-US', size = 10) => {
    const { body } = await post<FeedData>('/feed/searchFeedInfo', { keyword, current: 1, size }, { [LOCALE_HEADER]: locale });
    expect(body.code).toBe(0);
    return body.data.list.map((i) => i.role.roleName);
  };

  beforeAll(async () => {
    rt = await createTestRuntime(kind);
    await seedStarterCatalogue(rt.services.catalogue, rt.services.covers, createLogger('silent'), { translations: FIXTURES });
  });
  afterAll(() => rt.close());

  describe('search', () => {
    it.each([
      ['grandma', 'Nana Rosalind'],
      ['ghost lighthouse', 'Agnes Pell'],
      ['kirra', 'Kirara Hoshimiya'],
      ['lighthouses', 'Agnes Pell'],
      ['Nana Rosalind', 'Nana Rosalind'],
    ])('finds what "%s" means first: %s', async (keyword, name) => {
      expect((await search(keyword))[0]).toBe(name);
    });

    it('ranks an exact name before a name prefix, full text and close spellings', async () => {
      const exact = await insertRole(rt, { name: 'Mossgrave', hotScore: 1 });
      const prefix = await insertRole(rt, { name: 'Mossgravel Junior', hotScore: 50 });
      const text = await insertRole(rt, { name: 'Pim', intro: 'Sweeps the mossgrave cemetery at dawn.', hotScore: 5_000 });
      const close = await insertRole(rt, { name: 'Mosgrave', hotScore: 900_000 });
      const { body } = await post<FeedData>('/feed/searchFeedInfo', { keyword: 'mossgrave', current: 1, size: 10 });
      expect(body.data.list.map((i) => i.role.roleId)).toEqual([exact, prefix, text, close]);
    });

    it('searches the reader’s language, stemmed, and English, and keeps names as they are spelled', async () => {
      // "gardiennes" is the plural of the French intro's "gardienne", "phares" of "phare".
      expect((await search('gardiennes de phares', 'fr-FR'))[0]).toBe('Agnes Pell');
      expect(await search('gardiennes de phares', 'en-US')).not.toContain('Agnes Pell');
      expect((await search('ghost lighthouse', 'fr-FR'))[0]).toBe('Agnes Pell');
      expect((await search('Agnes Pell', 'zh-CN'))[0]).toBe('艾格尼丝·佩尔');
      expect((await search('Horreur', 'fr-FR')).length).toBeGreaterThan(0);
    });

    it('finds any part of a Chinese text, in the translated name and intro', async () => {
      expect((await search('灯塔', 'zh-CN'))[0]).toBe('艾格尼丝·佩尔');
      expect((await search('艾格尼', 'zh-CN'))[0]).toBe('艾格尼丝·佩尔');
    });

    it('keeps adult roles to readers with adult content on, in every language', async () => {
      const hidden = await insertRole(rt, { name: 'Lighthouse Siren', intro: 'A ghost who sings to lighthouse keepers.', nsfw: true, hotScore: 10_000_000 });
      expect(await search('ghost lighthouse', 'fr-FR', 50)).not.toContain('Lighthouse Siren');
      const adult = await signedIn(rt, { openNsfw: true });
      const { body } = await post<FeedData>('/feed/searchFeedInfo', { keyword: 'ghost lighthouse', current: 1, size: 50 }, { [LOCALE_HEADER]: 'fr-FR' }, adult.token);
      expect(body.data.list.map((i) => i.role.roleId)).toContain(hidden);
    });

    it('has an index for every way a search finds a role', async () => {
      const plans = await rt.database.db.transaction(async (tx) => {
        // At catalogue size a scan of the whole table is cheaper: without it, the planner shows which index serves each lookup.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_indexscan = off`);
        const explain = (query: string) => queryRows<Record<string, string>>(tx, sql.raw(`explain ${query}`)).then((rows) => rows.map((r) => Object.values(r)[0]).join('\n'));
        return Promise.all([
          explain(`select id from roles where search_en @@ websearch_to_tsquery('english', 'ghost')`),
          explain(`select id from roles where 'kirra' <% name`),
          explain(`select id from roles where 'grandma' <% intro`),
          explain(`select id from roles where name ilike '%rosa%'`),
          // Every language has the whole catalogue, so its locale narrows nothing: the text index does.
          explain(`select role_id from role_translations where search @@ websearch_to_tsquery('french', 'phare')`),
          explain(`select role_id from role_translations where 'phare' <% intro`),
        ]);
      });
      const indexes = ['roles_search_en_idx', 'roles_name_trgm_idx', 'roles_intro_trgm_idx', 'roles_name_trgm_idx', 'role_translations_search_idx', 'role_translations_intro_trgm_idx'];
      expect(plans.map((plan, i) => plan.includes(indexes[i]!))).toEqual(indexes.map(() => true));
    });
  });

  describe('feeds and profiles', () => {
    const agnesId = async () => (await queryRows<{ id: number }>(rt.database.db, sql`select id::int from roles where slug = 'agnes-pell'`))[0]!.id;

    it('shows a role in French where it has French, and in English field by field where it has not', async () => {
      const untranslated = await insertRole(rt, { name: 'Quillon Ashby', intro: 'A clockmaker with no translation yet.', tags: ['Horror'], hotScore: 1 });
      const { body } = await post<FeedData>('/feed/getFeedForDiscoverV2', { tagTitle: 'Horror', current: 1, size: 50 }, { cookie: `${LOCALE_COOKIE}=fr-FR` });
      const agnes = body.data.list.find((i) => i.role.roleName === 'Agnes Pell')!;
      expect(agnes.role.intro).toBe(AGNES_FR.intro);
      expect(agnes.roleAppearInfo).toBe(AGNES_FR.greeting);
      // No French name: the name stays as it is written.
      expect(agnes.role.roleName).toBe('Agnes Pell');
      expect(agnes.tags.map((t) => [t.title, t.label])).toEqual([
        ['Horror', 'Horreur'],
        ['Romance', 'Romance'],
      ]);
      const other = body.data.list.find((i) => i.role.roleId === untranslated)!;
      expect(other.role.intro).toBe('A clockmaker with no translation yet.');
      expect(other.tags[0]).toMatchObject({ title: 'Horror', label: 'Horreur' });
    });

    it('answers a role’s details, tabs, banners and performances in the caller’s language', async () => {
      const id = await agnesId();
      const fr = { 'accept-language': 'fr-FR,fr;q=0.9' };
      const detail = (await post<RoleDetail>('/app/role/getAiRole', { roleId: id }, fr)).body.data;
      expect(detail).toMatchObject({ intro: AGNES_FR.intro, roleAppearInfo: AGNES_FR.greeting, exampleDialogue: AGNES_FR.exampleDialogue.join('\n') });
      const zh = (await post<RoleDetail>('/app/role/getAiRole', { roleId: id }, { [LOCALE_HEADER]: 'zh-CN' })).body.data;
      expect(zh.roleName).toBe(AGNES_ZH.name);
      const en = (await post<RoleDetail>('/app/role/getAiRole', { roleId: id })).body.data;
      expect(en).toMatchObject({ roleName: 'Agnes Pell', intro: english('agnes-pell').intro });

      const tabs = (await post<{ list: Tag[] }>('/app/tag/getList', {}, fr)).body.data.list;
      expect(tabs.find((t) => t.title === 'Horror')!.label).toBe('Horreur');
      expect(tabs.find((t) => t.title === 'Anime')!.label).toBe('Anime');

      const banners = (await post<{ list: Banner[] }>('/app/banner/getList', {}, fr)).body.data.list;
      expect(banners.find((b) => b.title === CATALOGUE_FR.banners['rainy-day-bookshop'].title)).toBeDefined();
      const performances = (await post<{ list: PerformCard[] }>('/feed/getFeedForPerformance', { current: 1, size: 20 }, fr)).body.data.list;
      expect(performances.map((p) => p.performTitle)).toContain(CATALOGUE_FR.plays['kirara-starlight-encore'].title);
    });

    it('caches the discover page once per language, and says the answer varies with it', async () => {
      const ask = (headers: Record<string, string>) => post<FeedData>('/feed/getFeedForDiscoverCacheV2', { tagTitle: 'Horror', current: 1, size: 50 }, headers);
      const intros = async (headers: Record<string, string>) => (await ask(headers)).body.data.list.find((i) => i.role.roleName === 'Agnes Pell')!.role.intro;
      expect(await intros({ [LOCALE_HEADER]: 'fr-FR' })).toBe(AGNES_FR.intro);
      expect(await intros({})).toBe(english('agnes-pell').intro);
      expect(await intros({ [LOCALE_HEADER]: 'fr-FR' })).toBe(AGNES_FR.intro);
      const vary = (await ask({})).headers.get('vary')!.split(',').map((v) => v.trim().toLowerCase());
      expect(vary).toEqual(expect.arrayContaining([LOCALE_HEADER, 'accept-language', 'cookie']));
    });

    it('keeps translations up to date on a later start, and adds nothing when nothing changed', async () => {
      const count = async () => (await queryRows<{ n: number }>(rt.database.db, sql`select count(*)::int as n from role_translations`))[0]!.n;
      const before = await count();
      await seedStarterCatalogue(rt.services.catalogue, rt.services.covers, createLogger('silent'), { translations: FIXTURES });
      expect(await count()).toBe(before);
      const changed: CatalogueTranslations = new Map([['fr-FR', { ...FIXTURES.get('fr-FR')!, roles: new Map([['agnes-pell', { ...FIXTURES.get('fr-FR')!.roles.get('agnes-pell')!, intro: 'Un fantôme de phare.' }]]) }]]);
      await seedStarterCatalogue(rt.services.catalogue, rt.services.covers, createLogger('silent'), { translations: changed });
      const id = await agnesId();
      expect((await rt.services.roles.get(id, { includeNsfw: false }, 'fr-FR')).intro).toBe('Un fantôme de phare.');
      // Put the fixture back for the other tests.
      await seedStarterCatalogue(rt.services.catalogue, rt.services.covers, createLogger('silent'), { translations: FIXTURES });
    });
  });
});
