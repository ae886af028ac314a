/** The space (skybox) generator's wire shapes: what a prompt is understood as, and the lights a stage takes from it. */
import { z } from 'zod';

export const TIMES_OF_DAY = ['dawn', 'day', 'sunset', 'dusk', 'night'] as const;
export const WEATHERS = ['clear', 'cloudy', 'rain', 'snow', 'fog', 'storm'] as const;
export const SETTINGS = [
  'meadow',
  'mountains',
  'forest',
  'beach',
  'desert',
  'snowfield',
  'street',
  'skyline',
  'rooftop',
  'bedroom',
  'cafe',
  'library',
  'classroom',
  'stage',
  'space',
  'fantasy',
] as const;

export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
export type Weather = (typeof WEATHERS)[number];
export type Setting = (typeof SETTINGS)[number];

export interface SkyboxScene {
  timeOfDay: TimeOfDay;
  weather: Weather;
  setting: Setting;
}

/** Longest prompt a person types for a space; the rest would not change what is understood. */
export const MAX_SKYBOX_PROMPT = 1000;

export const skyboxInputSchema = z
  .object({
    prompt: z.string().trim().min(1, 'Please enter prompt to generate.').max(MAX_SKYBOX_PROMPT, `must be at most ${MAX_SKYBOX_PROMPT} characters`),
    timeOfDay: z.enum(TIMES_OF_DAY).optional().describe('Overrides what the prompt says about the time of day'),
    weather: z.enum(WEATHERS).optional().describe('Overrides what the prompt says about the weather'),
    setting: z.enum(SETTINGS).optional().describe('Overrides what the prompt says about the place'),
  })
  .strict();
export type SkyboxInput = z.infer<typeof skyboxInputSchema>;

/** The colours a stage lights the avatar with so it matches its space (CSS hex), and where the sun or moon is. */
export const skyboxPaletteSchema = z.object({
  zenith: z.string(),
  horizon: z.string(),
  ambient: z.string(),
  sun: z.string(),
  /** Unit vector towards the sun or moon, three.js axes (y up). */
  sunDirection: z.tuple([z.number(), z.number(), z.number()]),
  /** 0 clear air – 1 thick fog. */
  fog: z.number(),
});
export type SkyboxPalette = z.infer<typeof skyboxPaletteSchema>;

export const skyboxSceneSchema = z.object({ timeOfDay: z.enum(TIMES_OF_DAY), weather: z.enum(WEATHERS), setting: z.enum(SETTINGS) });

/** `app/skybox/textPreview`: the scene the words name, its palette and a small picture of it. */
export const skyboxTextPreviewSchema = skyboxSceneSchema.extend({
  palette: skyboxPaletteSchema,
  /** A 2:1 WebP data URL, a few kilobytes. */
  preview: z.string(),
});
export type SkyboxTextPreview = z.infer<typeof skyboxTextPreviewSchema>;
