import { API_BASE } from './api-base';

/**
 * The widths our own pictures are also served at (`{API_BASE}/media/{key}?w=…`), so a phone is not sent a
 * desktop-sized cover: the browser picks one from `srcset` by the picture's displayed size and the screen's
 * pixel density.
 */
export const MEDIA_WIDTHS = [360, 720, 1080] as const;

export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export const isMediaWidth = (value: number): value is MediaWidth => (MEDIA_WIDTHS as readonly number[]).includes(value);

/** Stored pictures that can be served narrower (animated GIFs are served as they are). */
export const RESIZABLE_MEDIA = /\.(webp|png|jpg)$/;

/** `srcset` for one of our own stored pictures; undefined for anything else (another host, a query, a non-picture). */
export function mediaSrcSet(src: string): string | undefined {
  if (!src.startsWith(`${API_BASE}/media/`) || src.includes('?') || !RESIZABLE_MEDIA.test(src)) return undefined;
  return MEDIA_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', ');
}
