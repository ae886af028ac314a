import path from 'node:path';
import { loadCatalogueTranslations, TRANSLATIONS_DIR, type SourceCatalogue } from './load-translations';
import { STARTER_BANNERS } from './starter-banners';
import { STARTER_PLAYS } from './starter-plays';
import { STARTER_ROLES } from './starter-roles';
import { NSFW_TAG, STARTER_TABS } from './starter-tabs';
import type { CatalogueTranslations } from './translation-types';

/** Every tag title of the starter catalogue: the tabs, the adult tag, then the roles' other tags. */
export function starterTagTitles(): string[] {
  const titles = [...STARTER_TABS, NSFW_TAG];
  const known = new Set(titles.map((t) => t.toLowerCase()));
  for (const title of STARTER_ROLES.flatMap((r) => r.tags)) {
    if (!known.has(title.toLowerCase())) {
      known.add(title.toLowerCase());
      titles.push(title);
    }
  }
  return titles;
}

/** The English starter catalogue, what its translations are checked against. */
export const starterSource = (): SourceCatalogue => ({
  roles: STARTER_ROLES,
  tagTitles: starterTagTitles(),
  bannerSlugs: STARTER_BANNERS.map((b) => b.slug),
  playSlugs: STARTER_PLAYS.map((p) => p.slug),
});

/** The starter catalogue's translations (`starter-data/translations/`), read and checked when the seed runs. */
export function loadStarterTranslations(): CatalogueTranslations {
  return loadCatalogueTranslations(path.join(process.cwd(), TRANSLATIONS_DIR), starterSource());
}
