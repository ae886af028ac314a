import { understandPrompt } from './skybox-scene';

const read = (prompt: string, extra = {}) => understandPrompt({ prompt, ...extra });

describe('understandPrompt', () => {
  it.each([
    ['a quiet beach at sunset', { setting: 'beach', timeOfDay: 'sunset', weather: 'clear' }],
    ['rainy city street at night', { setting: 'street', timeOfDay: 'night', weather: 'rain' }],
    ['a cosy café in the city, evening', { setting: 'cafe', timeOfDay: 'dusk' }],
    ['foggy pine forest at dawn', { setting: 'forest', timeOfDay: 'dawn', weather: 'fog' }],
    ['thunderstorm over the mountains', { setting: 'mountains', weather: 'storm' }],
    ['snowing on the arctic tundra', { setting: 'snowfield', weather: 'snow' }],
    ['a frozen arctic plain', { setting: 'snowfield', weather: 'clear' }],
    ['galaxy and a ringed planet', { setting: 'space', timeOfDay: 'night' }],
    ['floating islands, fantasy kingdom', { setting: 'fantasy' }],
    ['idol concert stage', { setting: 'stage' }],
    ['old library with books', { setting: 'library' }],
    ['skyline from the rooftop', { setting: 'rooftop' }],
    ['something nice', { setting: 'meadow', timeOfDay: 'day', weather: 'clear' }],
  ])('%s', (prompt, expected) => {
    expect(read(prompt)).toMatchObject(expected);
  });

  it('lets the explicit fields win over the words', () => {
    expect(read('beach at sunset', { timeOfDay: 'night', weather: 'snow', setting: 'desert' })).toEqual({ timeOfDay: 'night', weather: 'snow', setting: 'desert' });
  });

  it('reads whole words and word starts, not pieces inside words', () => {
    expect(read('a barn in the countryside').setting).toBe('meadow');
    expect(read('classic sunset over the sea').setting).toBe('beach');
  });
});
