import { randomUUID } from 'node:crypto';
import { ASSETS_TYPE_VERSION } from '@/lib/contracts/property';
import type { Transactions } from '@/server/db/transactions';
import type { MediaStore } from '@/server/providers/media/media-store';
import { mediaUrl } from '@/server/providers/media/media-url';
import { COVER_HEIGHT, COVER_WIDTH, reencodeCover } from '@/server/providers/image/reencode-cover';
import type { AssetRepository } from './asset-repository';

export interface UploadedCoverDeps {
  assets: AssetRepository;
  media: MediaStore;
  transactions: Transactions;
}

/**
 * A picture someone already has (a character card's portrait) kept as a cover asset of theirs, without a generation
 * task: re-encoded to the cover's size, stored, and listed in their library as a draft cover like a generated one.
 */
export class UploadedCovers {
  constructor(private readonly deps: UploadedCoverDeps) {}

  /** The new cover asset's id. Throws CoverImageError when the bytes are not an image that can be a cover. */
  async add(ownerId: number, image: Buffer, name: string): Promise<number> {
    const bytes = await reencodeCover(image);
    // The file goes in first under a fresh key: a failure after it leaves an unlisted file, never an asset without one.
    const key = `property/upload/${ownerId}-${randomUUID()}-cover.webp`;
    await this.deps.media.put(key, Buffer.from(bytes));
    return this.deps.transactions.run(async (tx) => {
      const asset = await this.deps.assets.insert(ownerId, 'cover', name, tx);
      await this.deps.assets.complete(asset.id, { type: 'upload', width: COVER_WIDTH, height: COVER_HEIGHT, cardUrl: mediaUrl(key), assetsTypeVersion: ASSETS_TYPE_VERSION }, tx);
      return asset.id;
    });
  }
}
