/** What a space prompt is understood as: the time of day, the weather and the setting it names. */
import type { SkyboxInput, SkyboxScene, Setting, TimeOfDay, Weather } from '@/lib/contracts/skybox';

export type { SkyboxInput, SkyboxScene, Setting, TimeOfDay, Weather };

/** Rooms have no weather of their own; it shows only through their windows. */
export const INTERIORS: readonly Setting[] = ['bedroom', 'cafe', 'library', 'classroom', 'stage'];

/** Words (and word starts) for each value, in the order they are tried: the first value named wins. */
const TIME_WORDS: Record<TimeOfDay, string[]> = {
  dawn: ['dawn', 'sunrise', 'daybreak', 'early morning', 'first light'],
  sunset: ['sunset', 'golden hour', 'evening glow', 'sundown', 'twilight glow'],
  dusk: ['dusk', 'twilight', 'evening', 'blue hour', 'nightfall'],
  night: ['night', 'midnight', 'moon', 'starry', 'stars', 'dark', 'neon'],
  day: ['day', 'noon', 'afternoon', 'morning', 'sunny', 'bright', 'sunlit'],
};
const WEATHER_WORDS: Record<Weather, string[]> = {
  storm: ['storm', 'thunder', 'lightning', 'tempest', 'hurricane'],
  snow: ['snowing', 'snowfall', 'snowy', 'blizzard', 'flurr', 'snowflake', 'snow'],
  rain: ['rain', 'drizzle', 'shower', 'downpour', 'wet'],
  fog: ['fog', 'mist', 'haze', 'hazy', 'smog'],
  cloudy: ['cloud', 'overcast', 'grey sky', 'gray sky', 'gloomy'],
  clear: ['clear', 'cloudless', 'sunny'],
};
const SETTING_WORDS: Record<Setting, string[]> = {
  bedroom: ['bedroom', 'bed', 'my room', 'dorm'],
  cafe: ['cafe', 'café', 'coffee', 'tea house', 'bakery', 'restaurant'],
  library: ['library', 'bookshop', 'bookstore', 'books', 'study'],
  classroom: ['classroom', 'school', 'lecture'],
  stage: ['stage', 'concert', 'theatre', 'theater', 'idol', 'live show', 'karaoke'],
  rooftop: ['rooftop', 'roof', 'terrace', 'balcony'],
  street: ['street', 'alley', 'road', 'avenue', 'downtown', 'market', 'shopping'],
  skyline: ['skyline', 'city', 'cityscape', 'metropolis', 'skyscraper', 'tokyo', 'new york', 'harbour', 'harbor', 'urban', 'neon'],
  space: ['space', 'galaxy', 'nebula', 'planet', 'cosmos', 'spaceship', 'asteroid', 'moon base', 'orbit'],
  fantasy: ['fantasy', 'magic', 'fairy', 'enchanted', 'floating island', 'dragon', 'castle', 'crystal', 'dream', 'elf', 'kingdom'],
  beach: ['beach', 'ocean', 'sea', 'coast', 'shore', 'island', 'lake', 'tropical', 'seaside', 'bay', 'waves'],
  desert: ['desert', 'dune', 'sand', 'sahara', 'oasis', 'canyon', 'mesa'],
  snowfield: ['snowfield', 'tundra', 'arctic', 'glacier', 'polar', 'ice', 'frozen', 'winter'],
  mountains: ['mountain', 'peak', 'alps', 'summit', 'cliff', 'valley', 'hill', 'volcano'],
  forest: ['forest', 'woods', 'woodland', 'jungle', 'trees', 'pine', 'grove', 'bamboo'],
  meadow: ['meadow', 'field', 'grass', 'prairie', 'garden', 'park', 'countryside', 'farm', 'flower', 'picnic'],
};

const wordAt = (text: string, word: string) => new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').exec(text)?.index;

/** The value whose word comes first in the prompt (as a whole word or a word start); undefined when none. */
function firstNamed<T extends string>(text: string, words: Record<T, string[]>): T | undefined {
  let best: { value: T; at: number } | undefined;
  for (const [value, list] of Object.entries(words) as [T, string[]][]) {
    for (const word of list) {
      const at = wordAt(text, word);
      if (at !== undefined && (!best || at < best.at)) best = { value, at };
    }
  }
  return best?.value;
}

/** The most specific value the prompt names, in the table's order: "a café in the city" is a café. */
function mostSpecific<T extends string>(text: string, words: Record<T, string[]>): T | undefined {
  return (Object.entries(words) as [T, string[]][]).find(([, list]) => list.some((word) => wordAt(text, word) !== undefined))?.[0];
}

/**
 * The scene a prompt names. Words the prompt lacks fall back to a pleasant default for the setting (a meadow
 * by day, clear); the explicit fields of the input win over the words.
 */
export function understandPrompt(input: SkyboxInput): SkyboxScene {
  const text = input.prompt.toLowerCase();
  const setting = input.setting ?? mostSpecific(text, SETTING_WORDS) ?? 'meadow';
  // "snow" names a weather and "night" a time; a snowfield with no weather word is simply clear.
  let weather = input.weather ?? firstNamed(text, WEATHER_WORDS) ?? 'clear';
  if (!input.weather && setting === 'snowfield' && weather === 'snow' && !/snowing|snowfall|blizzard|flurr/.test(text)) weather = 'clear';
  const timeOfDay = input.timeOfDay ?? firstNamed(text, TIME_WORDS) ?? (setting === 'space' ? 'night' : 'day');
  return { timeOfDay, weather, setting };
}
