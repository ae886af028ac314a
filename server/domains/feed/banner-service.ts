import type { Banner } from '@/lib/contracts/feed';
import type { BannerRepository } from './banner-repository';

export class BannerService {
  constructor(private readonly banners: BannerRepository) {}

  /** The banners the caller may see, in order; the whitelist-only ones for internal staff alone. */
  async list(callerId: number | undefined): Promise<Banner[]> {
    const rows = await this.banners.listShown(callerId);
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
