import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/client';
import { createLogger } from '@/server/log';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, SHARED_MEDIA_DIR, type TestRuntime } from '@/server/test/test-runtime';
import { roleCoverKey } from '@/server/domains/media/cover-service';
import { COVER_ART_VERSION } from '@/server/providers/image/cover-svg';
import { growCatalogue } from './grow-catalogue';
import { seedStarterCatalogue } from './seed-catalogue';
import { STARTER_ROLES } from './starter-roles';

const count = async (rt: TestRuntime, table: string) =>
  (await queryRows<{ n: number }>(rt.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

describe.each(DATABASE_KINDS)('starter catalogue [%s]', (kind) => {
  let rt: TestRuntime;
  beforeAll(async () => {
    rt = await createTestRuntime(kind);
  });
  afterAll(() => rt.close());

  it('fills an empty database with at least 60 roles across at least 8 tabs', async () => {
    expect(await count(rt, 'roles')).toBe(STARTER_ROLES.length);
    expect(STARTER_ROLES.length).toBeGreaterThanOrEqual(60);
    const tabs = await rt.services.tags.listTabs(true);
    let filled = 0;
    for (const tab of tabs) {
      const roles = await rt.services.roles.list({ tagTitle: tab.title, current: 1, size: 5, includeNsfw: true });
      if (roles.length >= 5) filled++;
    }
    expect(filled).toBeGreaterThanOrEqual(8);
    expect(await count(rt, 'banners')).toBeGreaterThanOrEqual(3);
    expect(await count(rt, 'plays')).toBeGreaterThanOrEqual(3);
  });

  it('draws a cover for every role', async () => {
    for (const role of STARTER_ROLES) expect(await rt.services.media.has(roleCoverKey(role.slug))).toBe(true);
  });

  it('keeps adult roles out of lists unless asked', async () => {
    const safe = await rt.services.roles.list({ current: 1, size: 500, includeNsfw: false });
    const all = await rt.services.roles.list({ current: 1, size: 500, includeNsfw: true });
    expect(all.length).toBe(STARTER_ROLES.length);
    expect(safe.length).toBe(STARTER_ROLES.filter((r) => !r.nsfw).length);
    expect(safe.every((r) => !r.nsfw && !r.tags.some((t) => t.title.toLowerCase() === 'nsfw'))).toBe(true);
  });

  it('adds nothing on a second start', async () => {
    const before = await Promise.all(['roles', 'tags', 'role_tags', 'banners', 'plays', 'feed_items'].map((t) => count(rt, t)));
    const result = await seedStarterCatalogue(rt.services.catalogue, rt.services.covers, createLogger('silent'));
    expect(result.rolesAdded).toBe(0);
    const after = await Promise.all(['roles', 'tags', 'role_tags', 'banners', 'plays', 'feed_items'].map((t) => count(rt, t)));
    expect(after).toEqual(before);
  });

  it('redraws the starter covers of an older art edition and gives stored roles their new looks', async () => {
    const slug = 'thrain-ironbrow';
    const coverFile = path.join(SHARED_MEDIA_DIR, 'media', roleCoverKey(slug));
    const oldLook = { hairColor: '#c1440e', eyeColor: '#3a3a3a', skinTone: '#e0a98c', outfitColor: '#5b4636', hairStyle: 'long', accessory: 'none', backdrop: 'snow' };
    await queryRows(rt.database.db, sql`update roles set look = ${JSON.stringify(oldLook)}::jsonb where slug = ${slug} returning id`);
    // A media store of the first art edition: its covers and no mark of the current one.
    fs.rmSync(path.join(SHARED_MEDIA_DIR, 'media', `covers/starter-art-v${COVER_ART_VERSION}.json`), { force: true });
    fs.writeFileSync(coverFile, 'old cover');

    const result = await seedStarterCatalogue(rt.services.catalogue, rt.services.covers, createLogger('silent'));
    expect(result.rolesAdded).toBe(0);
    expect(fs.readFileSync(coverFile).subarray(8, 12).toString()).toBe('WEBP');
    const [row] = await queryRows<{ look: { face?: { facialHair?: string } } }>(rt.database.db, sql`select look from roles where slug = ${slug}`);
    expect(row!.look.face?.facialHair).toBe('full-beard');
    expect(await rt.services.covers.starterArtIsCurrent()).toBe(true);

    // Current art is left alone: a second start draws nothing.
    fs.writeFileSync(coverFile, 'kept');
    await seedStarterCatalogue(rt.services.catalogue, rt.services.covers, createLogger('silent'));
    expect(fs.readFileSync(coverFile, 'utf8')).toBe('kept');
    await rt.services.covers.renderRoleCover(slug, STARTER_ROLES.find((r) => r.slug === slug)!.look);
  }, 120_000);

  it('grows with generated roles whose covers are drawn on first request', async () => {
    const before = await count(rt, 'roles');
    expect(await growCatalogue(rt.services.catalogue, 30)).toBe(30);
    expect(await count(rt, 'roles')).toBe(before + 30);
    const listed = await rt.services.roles.list({ current: 1, size: 1000, includeNsfw: false });
    const generated = listed.find((r) => r.roleName.endsWith(` ${before + 1}`))!;
    expect(generated.tags).toHaveLength(1);
    const key = roleCoverKey(`generated-${before + 1}`);
    fs.rmSync(path.join(SHARED_MEDIA_DIR, 'media', key), { force: true });
    expect(await rt.services.media.has(key)).toBe(false);
    const response = await rt.backend.fetch(new Request(`http://localhost${generated.roleCover}`));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).subarray(8, 12).toString()).toBe('WEBP');
    expect(await rt.services.media.has(key)).toBe(true);
  });
});
