import { RoleStatus } from '@/lib/contracts/role';
import { roleCoverKey } from '@/server/domains/media/cover-service';
import { mediaUrl } from '@/server/providers/media/media-url';
import type { CatalogueRepository } from './catalogue-repository';
import { STARTER_TABS } from './starter-tabs';

const BATCH = 500;
const FIRST = ['Aki', 'Bel', 'Cora', 'Dax', 'Eli', 'Fen', 'Gia', 'Hal', 'Iva', 'Jun', 'Kai', 'Lio', 'Mae', 'Nox', 'Ora', 'Pim', 'Quin', 'Ria', 'Sol', 'Tao'];
const LAST = ['Ashford', 'Brightwater', 'Crane', 'Dusk', 'Ember', 'Frost', 'Gale', 'Hollow', 'Ivory', 'Jade', 'Kestrel', 'Lark', 'Moon', 'North', 'Onyx'];

/**
 * Grows the catalogue with generated roles for benchmarks (`npm run seed -- --roles N`). Covers are not
 * drawn here: the media route draws each one on its first request.
 */
export async function growCatalogue(repo: CatalogueRepository, count: number, onProgress?: (done: number) => void): Promise<number> {
  const start = (await repo.countRoles()) + 1;
  const tagIds = await repo.upsertTags(STARTER_TABS.map((title, sort) => ({ title, isTab: true, nsfw: false, sort })));
  let added = 0;
  for (let offset = 0; offset < count; offset += BATCH) {
    const n = Math.min(BATCH, count - offset);
    const rows = Array.from({ length: n }, (_, i) => generatedRole(start + offset + i));
    await repo.transaction(async (tx) => {
      const inserted = await tx.insertRoles(rows);
      const tabOf = new Map(rows.map((r) => [r.slug, r.tab]));
      await tx.linkTags(inserted.map(({ id, slug }) => ({ roleId: id, tagId: tagIds.get(tabOf.get(slug!)!.toLowerCase())!, sort: 0 })));
      await tx.insertFeedItems(inserted.map(({ id }, i) => ({ kind: 'role', roleId: id, score: rows[i]!.hotScore })));
      added += inserted.length;
    });
    onProgress?.(added);
  }
  return added;
}

function generatedRole(n: number) {
  const name = `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]} ${n}`;
  const tab = STARTER_TABS[n % STARTER_TABS.length]!;
  const slug = `generated-${n}`;
  return {
    slug,
    tab,
    name,
    intro: `${name} is a ${tab.toLowerCase()} character who loves a good conversation.`,
    greeting: `Hi {{user}}! I'm {{char}}. What shall we talk about?`,
    personality: 'Friendly, curious and quick to laugh.',
    exampleDialogue: `{{user}}: Hello!\n{{char}}: Hello, {{user}}! Nice to meet you.`,
    status: RoleStatus.Approved,
    reviewState: 'approved' as const,
    coverUrl: mediaUrl(roleCoverKey(slug)),
    likeCount: (n * 7919) % 5000,
    hotScore: (n * 7919) % 5000,
  };
}
