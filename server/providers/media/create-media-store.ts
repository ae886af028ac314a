import path from 'node:path';
import type { MediaSettings } from '@/server/env';
import { createLocalMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';

/**
 * The media store the settings name: the bucket when there is one, else KOKO_DATA_DIR/media. The AWS SDK
 * (a quarter of a second to load) is loaded only for a bucket.
 */
export async function createMediaStore(settings: MediaSettings, dataDir: string): Promise<MediaStore> {
  if (!settings.s3) return createLocalMediaStore(path.join(dataDir, 'media'));
  const { createS3MediaStore } = await import('./s3-media-store');
  return createS3MediaStore(settings.s3);
}
