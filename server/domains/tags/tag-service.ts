import type { Tag } from '@/lib/contracts/role';
import { notFound } from '@/server/errors';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import type { TranslationService } from '@/server/domains/translations/translation-service';
import type { TagRepository } from './tag-repository';

/** How many tags the hot list holds. */
export const HOT_TAG_LIMIT = 20;

/** Tabs change rarely and are read on every discover visit; a short cache bounds staleness across instances. */
export const TAB_CACHE_TTL_MS = 60_000;

export class TagService {
  /** Cached tab lists by adult setting and language. */
  private readonly cache = new Map<string, { at: number; list: Promise<Tag[]> }>();

  constructor(
    private readonly tags: TagRepository,
    private readonly translations: TranslationService,
    private readonly now: () => number = Date.now,
  ) {}

  /** Discover tabs, labelled in the reader's language; the adult tag appears only when the caller has adult content on (seed §3). */
  listTabs(includeNsfw: boolean, locale: string = DEFAULT_LOCALE): Promise<Tag[]> {
    const key = `${includeNsfw}|${locale}`;
    const hit = this.cache.get(key);
    if (hit && this.now() - hit.at < TAB_CACHE_TTL_MS) return hit.list;
    const list = this.tags.listTabs({ includeNsfw }).then((tabs) => this.translations.tags(tabs, locale));
    this.cache.set(key, { at: this.now(), list });
    list.catch(() => this.cache.delete(key));
    return list;
  }

  /** getTagByName: the adult tag is not found for a caller without adult content. */
  async getByName(title: string, tagType: string, includeNsfw: boolean, locale: string = DEFAULT_LOCALE): Promise<Tag> {
    const tag = await this.tags.findByTitle(title, tagType, includeNsfw);
    if (!tag) throw notFound('Tag');
    return (await this.translations.tags([tag], locale))[0]!;
  }

  async hotList(tagType: string, includeNsfw: boolean, locale: string = DEFAULT_LOCALE): Promise<Tag[]> {
    return this.translations.tags(await this.tags.listHot({ tagType, includeNsfw, limit: HOT_TAG_LIMIT }), locale);
  }

  /** Called after a tag is created or changed. */
  invalidate(): void {
    this.cache.clear();
  }
}
