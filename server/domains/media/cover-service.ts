import type { StoredLook } from '@/lib/look/look-model';
import { renderAvatarWebp, renderBannerWebp, renderCoverWebp } from '@/server/providers/image/cover-renderer';
import { COVER_ART_VERSION, lookFromSeed } from '@/server/providers/image/cover-svg';
import type { MediaStore } from '@/server/providers/media/media-store';

export const roleCoverKey = (slug: string) => `covers/${slug}.webp`;

/** Written once the starter covers of the current art edition are all stored. */
const STARTER_ART_KEY = `covers/starter-art-v${COVER_ART_VERSION}.json`;

interface CoverSource {
  findLookBySlug(slug: string): Promise<{ look: StoredLook | null } | undefined>;
}

/** Cover images: rendered once from the role's look, then served from the media store. */
export class CoverService {
  constructor(
    private readonly store: MediaStore,
    private readonly roles: CoverSource,
  ) {}

  async renderRoleCover(slug: string, look: StoredLook | null): Promise<Buffer> {
    const image = await renderCoverWebp(look ?? lookFromSeed(slug), slug);
    await this.store.put(roleCoverKey(slug), image);
    return image;
  }

  /** Draws a cover unless one is stored already (a start that stopped half-way redraws nothing); `redraw` replaces it. */
  async ensureRoleCover(slug: string, look: StoredLook | null, redraw = false): Promise<void> {
    if (redraw || !(await this.store.has(roleCoverKey(slug)))) await this.renderRoleCover(slug, look);
  }

  async ensureBanner(key: string, look: StoredLook, seed: string, redraw = false): Promise<void> {
    if (redraw || !(await this.store.has(key))) await this.store.put(key, await renderBannerWebp(look, seed));
  }

  /** Whether the stored starter covers are of the current art edition. */
  async starterArtIsCurrent(): Promise<boolean> {
    return this.store.has(STARTER_ART_KEY);
  }

  async markStarterArtCurrent(): Promise<void> {
    await this.store.put(STARTER_ART_KEY, Buffer.from(JSON.stringify({ version: COVER_ART_VERSION })));
  }

  /** A preset profile picture, drawn from its name on first request. */
  async readOrRenderAvatar(name: string): Promise<Buffer> {
    const key = `avatars/${name}.webp`;
    const stored = await this.store.get(key);
    if (stored) return stored;
    const image = await renderAvatarWebp(lookFromSeed(`avatar-${name}`), `avatar-${name}`);
    await this.store.put(key, image);
    return image;
  }

  /** A role cover that was never rendered (bulk-seeded roles) is drawn on its first request. */
  async readOrRenderRoleCover(slug: string): Promise<Buffer | undefined> {
    const stored = await this.store.get(roleCoverKey(slug));
    if (stored) return stored;
    const role = await this.roles.findLookBySlug(slug);
    if (!role) return undefined;
    return this.renderRoleCover(slug, role.look);
  }
}
