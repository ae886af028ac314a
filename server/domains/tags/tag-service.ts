import type { Tag } from '@/lib/contracts/role';
import { notFound } from '@/server/errors';
import type { TagRepository } from './tag-repository';

/** How many tags the hot list holds. */
export const HOT_TAG_LIMIT = 20;

/** Tabs change rarely and are read on every discover visit; a short cache bounds staleness across instances. */
export const TAB_CACHE_TTL_MS = 60_000;

export class TagService {
  private readonly cache = new Map<boolean, { at: number; list: Promise<Tag[]> }>();

  constructor(
    private readonly tags: TagRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /** Discover tabs; the adult tag appears only when the caller has adult content on (seed §3). */
  listTabs(includeNsfw: boolean): Promise<Tag[]> {
    const hit = this.cache.get(includeNsfw);
    if (hit && this.now() - hit.at < TAB_CACHE_TTL_MS) return hit.list;
    const list = this.tags.listTabs({ includeNsfw });
    this.cache.set(includeNsfw, { at: this.now(), list });
    list.catch(() => this.cache.delete(includeNsfw));
    return list;
  }

  /** getTagByName: the adult tag is not found for a caller without adult content. */
  async getByName(title: string, tagType: string, includeNsfw: boolean): Promise<Tag> {
    const tag = await this.tags.findByTitle(title, tagType, includeNsfw);
    if (!tag) throw notFound('Tag');
    return tag;
  }

  hotList(tagType: string, includeNsfw: boolean): Promise<Tag[]> {
    return this.tags.listHot({ tagType, includeNsfw, limit: HOT_TAG_LIMIT });
  }

  /** Called after a tag is created or changed. */
  invalidate(): void {
    this.cache.clear();
  }
}
