import plays from './starter-data/plays.json';
import { parseStarterFile, starterPlaysSchema } from './starter-schema';
import type { StarterPlay } from './starter-types';

/** Song and dance performances on a fresh install (`starter-data/plays.json`), all by Dance or Anime roles. */
export const STARTER_PLAYS: StarterPlay[] = parseStarterFile('plays.json', starterPlaysSchema, plays);
