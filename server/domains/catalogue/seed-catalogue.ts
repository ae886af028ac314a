import type { Logger } from '@/server/log';
import { RoleStatus } from '@/lib/contracts/role';
import { roleCoverKey, type CoverService } from '@/server/domains/media/cover-service';
import { mediaUrl } from '@/server/providers/media/media-url';
import type { CatalogueRepository } from './catalogue-repository';
import { STARTER_BANNERS } from './starter-banners';
import { STARTER_PLAYS } from './starter-plays';
import { STARTER_ROLES } from './starter-roles';
import { NSFW_TAG, STARTER_TABS } from './starter-tabs';
import { searchConfigOf } from './search-language';
import { loadStarterTranslations } from './starter-translations';
import type { StarterRole } from './starter-types';
import type { CatalogueTranslations } from './translation-types';

const RENDER_CONCURRENCY = 4;

export interface SeedResult {
  rolesAdded: number;
}

export interface SeedOptions {
  /** The catalogue's translations; read from `starter-data/translations/` when not given. */
  translations?: CatalogueTranslations;
}

/**
 * Fills an empty database with the starter catalogue, and adds what a later version brought: roles by slug,
 * and every translation (added when missing, brought up to date when its file changed). The translation files
 * are checked before anything is written; covers are drawn before the rows are written and the rows go in
 * one transaction keyed by slug, so an interrupted start leaves nothing half-written and a second start adds
 * nothing.
 */
export async function seedStarterCatalogue(repo: CatalogueRepository, covers: CoverService, log: Logger, options: SeedOptions = {}): Promise<SeedResult> {
  const translations = options.translations ?? loadStarterTranslations();
  const rolesAdded = await seedRoles(repo, covers, log);
  await repo.transaction((tx) => seedTranslations(tx, translations));
  return { rolesAdded };
}

async function seedRoles(repo: CatalogueRepository, covers: CoverService, log: Logger): Promise<number> {
  const existing = await repo.existingRoleSlugs(STARTER_ROLES.map((r) => r.slug));
  const missing = STARTER_ROLES.filter((r) => !existing.has(r.slug));
  const started = Date.now();
  // Art of an older edition is drawn again, and the roles already stored take the looks it is drawn from.
  const redraw = !(await covers.starterArtIsCurrent());
  if (missing.length === 0 && !redraw) return 0;

  await forEachLimited(redraw ? STARTER_ROLES : missing, RENDER_CONCURRENCY, (role) => covers.ensureRoleCover(role.slug, role.look, redraw));
  const lookOf = new Map(STARTER_ROLES.map((r) => [r.slug, r.look]));
  await forEachLimited(STARTER_BANNERS, RENDER_CONCURRENCY, (b) => covers.ensureBanner(`banners/${b.slug}.webp`, lookOf.get(b.roleSlug)!, b.slug, redraw));
  await forEachLimited(STARTER_PLAYS, RENDER_CONCURRENCY, (p) => covers.ensureBanner(`plays/${p.slug}.webp`, lookOf.get(p.roleSlug)!, p.slug, redraw));
  if (redraw) {
    await repo.updateRoleLooks(STARTER_ROLES.filter((r) => existing.has(r.slug)).map((r) => ({ slug: r.slug, look: { ...r.look } })));
    await covers.markStarterArtCurrent();
    log.info('starter covers redrawn', { roles: STARTER_ROLES.length, ms: Date.now() - started });
  }
  if (missing.length === 0) return 0;

  const added = await repo.transaction(async (tx) => {
    const tagIds = await tx.upsertTags(starterTags());
    const inserted = await tx.insertRoles(missing.map(toRoleRow));
    const bySlug = new Map(missing.map((r) => [r.slug, r]));
    await tx.linkTags(
      inserted.flatMap(({ id, slug }) =>
        bySlug.get(slug!)!.tags.map((title, sort) => ({ roleId: id, tagId: tagIds.get(title.toLowerCase())!, sort })),
      ),
    );
    await tx.insertFeedItems(inserted.map(({ id, slug }) => ({ kind: 'role', roleId: id, score: hotScore(bySlug.get(slug!)!) })));
    const roleIds = await tx.roleIdsBySlug(STARTER_ROLES.map((r) => r.slug));
    await tx.insertBanners(
      STARTER_BANNERS.map((b, sort) => ({
        slug: b.slug,
        title: b.title,
        subtitle: b.subtitle,
        imgUrl: mediaUrl(`banners/${b.slug}.webp`),
        linkUrl: b.linkUrl,
        show: b.show,
        sort,
      })),
    );
    const playsAdded = await tx.insertPlays(
      STARTER_PLAYS.map((p) => ({
        slug: p.slug,
        roleId: roleIds.get(p.roleSlug),
        playType: p.playType,
        title: p.title,
        topic: p.topic,
        draft: false,
        status: RoleStatus.Published,
        coverUrl: mediaUrl(`plays/${p.slug}.webp`),
        resource: { coverUrl: mediaUrl(`plays/${p.slug}.webp`), cameraMotion: 'static', voiceCover: 'character' },
      })),
    );
    await tx.insertFeedItems(playsAdded.map(({ id }) => ({ kind: 'perform', playId: id, score: 1000 })));
    return inserted.length;
  });
  log.info('starter catalogue seeded', { roles: added, ms: Date.now() - started });
  return added;
}

/** Writes the translations of the starter roles, tags, banners and performances that the database has. */
async function seedTranslations(repo: CatalogueRepository, translations: CatalogueTranslations): Promise<void> {
  if (translations.size === 0) return;
  const [roleIds, tagIds, bannerIds, playIds] = await Promise.all([
    repo.roleIdsBySlug(STARTER_ROLES.map((r) => r.slug)),
    repo.tagIdsByTitle(),
    repo.idsBySlug('banners', STARTER_BANNERS.map((b) => b.slug)),
    repo.idsBySlug('plays', STARTER_PLAYS.map((p) => p.slug)),
  ]);
  const entries = [...translations];
  const having = <T>(id: number | undefined, row: (id: number) => T): T[] => (id === undefined ? [] : [row(id)]);
  await repo.upsertRoleTranslations(
    entries.flatMap(([locale, language]) =>
      [...language.roles].flatMap(([slug, t]) =>
        having(roleIds.get(slug), (roleId) => ({
          roleId,
          locale,
          name: t.name ?? null,
          intro: t.intro,
          greeting: t.greeting,
          exampleDialogue: t.exampleDialogue,
          searchConfig: searchConfigOf(locale),
        })),
      ),
    ),
  );
  await repo.upsertTagTranslations(
    entries.flatMap(([locale, language]) => Object.entries(language.tags).flatMap(([title, label]) => having(tagIds.get(title.toLowerCase()), (tagId) => ({ tagId, locale, label })))),
  );
  await repo.upsertBannerTranslations(
    entries.flatMap(([locale, language]) => Object.entries(language.banners).flatMap(([slug, b]) => having(bannerIds.get(slug), (bannerId) => ({ bannerId, locale, ...b })))),
  );
  await repo.upsertPlayTranslations(
    entries.flatMap(([locale, language]) => Object.entries(language.plays).flatMap(([slug, p]) => having(playIds.get(slug), (playId) => ({ playId, locale, ...p })))),
  );
}

function starterTags() {
  const tabs = [...STARTER_TABS, NSFW_TAG].map((title, sort) => ({ title, isTab: true, nsfw: title === NSFW_TAG, sort }));
  const known = new Set(tabs.map((t) => t.title.toLowerCase()));
  const extra = [...new Set(STARTER_ROLES.flatMap((r) => r.tags))]
    .filter((title) => !known.has(title.toLowerCase()))
    .map((title) => ({ title, isTab: false, nsfw: false, sort: 100 }));
  return [...tabs, ...extra];
}

function toRoleRow(role: StarterRole) {
  return {
    slug: role.slug,
    name: role.name,
    gender: role.gender,
    intro: role.intro,
    greeting: role.greeting,
    personality: role.personality,
    scenario: role.scenario,
    exampleDialogue: role.exampleDialogue,
    nsfw: role.nsfw,
    status: RoleStatus.Approved,
    reviewState: 'approved' as const,
    coverUrl: mediaUrl(roleCoverKey(role.slug)),
    look: { ...role.look },
    voice: { ...role.voice },
    likeCount: role.likeCount,
    hotScore: hotScore(role),
  };
}

/** Popularity decides the starting order of the feed. */
const hotScore = (role: StarterRole) => role.likeCount;

async function forEachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
