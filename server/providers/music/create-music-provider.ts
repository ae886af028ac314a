import type { MusicSettings } from '@/server/env';
import { ComposerMusicProvider } from './composer-music-provider';
import { HttpMusicProvider } from './http-music-provider';
import type { MusicProvider } from './music-provider';

/** The music the configuration asks for: the HTTP service when KOKO_MUSIC_URL is set, else the composer. */
export function createMusicProvider(settings: MusicSettings): MusicProvider {
  if (settings.url) return new HttpMusicProvider({ ...settings, url: settings.url });
  return new ComposerMusicProvider();
}
