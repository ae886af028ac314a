import banners from './starter-data/banners.json';
import { parseStarterFile, starterBannersSchema } from './starter-schema';
import type { StarterBanner } from './starter-types';

/** Home-screen banners on a fresh install (`starter-data/banners.json`); links are in-app paths because role ids are assigned later. */
export const STARTER_BANNERS: StarterBanner[] = parseStarterFile('banners.json', starterBannersSchema, banners);
