import path from 'node:path';
import type { MediaSettings } from '@/server/env';
import { createLocalMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';
import { createS3MediaStore } from './s3-media-store';

/** The media store the settings name: the bucket when there is one, else KOKO_DATA_DIR/media. */
export function createMediaStore(settings: MediaSettings, dataDir: string): MediaStore {
  return settings.s3 ? createS3MediaStore(settings.s3) : createLocalMediaStore(path.join(dataDir, 'media'));
}
