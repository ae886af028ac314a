import tabs from './starter-data/tabs.json';
import { parseStarterFile, starterTabsSchema } from './starter-schema';

/** Tabs of the discover page on a fresh install (`starter-data/tabs.json`), in order; a role's first tag is its main tab. */
export const STARTER_TABS: readonly string[] = parseStarterFile('tabs.json', starterTabsSchema, tabs);

/** Title of the adult-only tag (the app matches it case-insensitively). */
export const NSFW_TAG = 'NSFW';
