import type { Logger } from '@/server/log';
import { RoleStatus } from '@/lib/contracts/role';
import { roleCoverKey, type CoverService } from '@/server/domains/media/cover-service';
import { mediaUrl } from '@/server/providers/media/media-url';
import type { CatalogueRepository } from './catalogue-repository';
import { STARTER_BANNERS } from './starter-banners';
import { STARTER_PLAYS } from './starter-plays';
import { STARTER_ROLES } from './starter-roles';
import { NSFW_TAG, STARTER_TABS } from './starter-tabs';
import type { StarterRole } from './starter-types';

const RENDER_CONCURRENCY = 4;

export interface SeedResult {
  rolesAdded: number;
}

/**
 * Fills an empty database with the starter catalogue. Covers are drawn before the rows are written and
 * the rows go in one transaction keyed by slug, so an interrupted start leaves nothing half-written and
 * a second start adds nothing.
 */
export async function seedStarterCatalogue(repo: CatalogueRepository, covers: CoverService, log: Logger): Promise<SeedResult> {
  const existing = await repo.existingRoleSlugs(STARTER_ROLES.map((r) => r.slug));
  const missing = STARTER_ROLES.filter((r) => !existing.has(r.slug));
  const started = Date.now();
  // Art of an older edition is drawn again, and the roles already stored take the looks it is drawn from.
  const redraw = !(await covers.starterArtIsCurrent());
  if (missing.length === 0 && !redraw) return { rolesAdded: 0 };

  await forEachLimited(redraw ? STARTER_ROLES : missing, RENDER_CONCURRENCY, (role) => covers.ensureRoleCover(role.slug, role.look, redraw));
  const lookOf = new Map(STARTER_ROLES.map((r) => [r.slug, r.look]));
  await forEachLimited(STARTER_BANNERS, RENDER_CONCURRENCY, (b) => covers.ensureBanner(`banners/${b.slug}.webp`, lookOf.get(b.roleSlug)!, b.slug, redraw));
  await forEachLimited(STARTER_PLAYS, RENDER_CONCURRENCY, (p) => covers.ensureBanner(`plays/${p.slug}.webp`, lookOf.get(p.roleSlug)!, p.slug, redraw));
  if (redraw) {
    await repo.updateRoleLooks(STARTER_ROLES.filter((r) => existing.has(r.slug)).map((r) => ({ slug: r.slug, look: { ...r.look } })));
    await covers.markStarterArtCurrent();
    log.info('starter covers redrawn', { roles: STARTER_ROLES.length, ms: Date.now() - started });
  }
  if (missing.length === 0) return { rolesAdded: 0 };

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
  return { rolesAdded: added };
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
    status: RoleStatus.Published,
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
