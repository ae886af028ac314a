/** Tabs of the discover page on a fresh install; a role's first tag is its main tab. */
export const STARTER_TABS = [
  'Anime',
  'Romance',
  'Game',
  'Helper',
  'Fantasy',
  'Sci-fi',
  'Comedy',
  'Dance',
  'Horror',
  'Slice of Life',
] as const;

export type StarterTab = (typeof STARTER_TABS)[number];

/** Title of the adult-only tag (the app matches it case-insensitively). */
export const NSFW_TAG = 'NSFW';
