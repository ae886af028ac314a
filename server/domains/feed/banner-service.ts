import type { Banner } from '@/lib/contracts/feed';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import type { TranslationService } from '@/server/domains/translations/translation-service';
import type { BannerRepository } from './banner-repository';

export class BannerService {
  constructor(
    private readonly banners: BannerRepository,
    private readonly translations: TranslationService,
  ) {}

  /** The banners the caller may see, in order and in their language; the whitelist-only ones for internal staff alone. */
  async list(callerId: number | undefined, locale: string = DEFAULT_LOCALE): Promise<Banner[]> {
    const rows = await this.translations.banners(await this.banners.listShown(callerId), locale);
    return rows.map((b) => ({
      id: b.id,
      title: b.title,
      subtitle: b.subtitle,
      imgUrl: b.imgUrl,
      videoUrl: b.videoUrl,
      linkUrl: b.linkUrl,
      show: b.show === 'whitelist' ? 'whitelist' : 'true',
    }));
  }
}
