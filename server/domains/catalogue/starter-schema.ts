import { z } from 'zod';
import { characterLookSchema } from '@/lib/look/look-model';
import type { StarterBanner, StarterPlay, StarterRole } from './starter-types';

/** The folder of the catalogue's data files, as errors name them. */
export const STARTER_DATA_DIR = 'server/domains/catalogue/starter-data';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case, e.g. "kiriha-aoyagi"');
const text = z.string().trim().min(1, 'must not be empty');

/** One character file, `starter-data/roles/<slug>.json`; its example dialogue is a list of lines. */
export const starterRoleSchema: z.ZodType<StarterRole, unknown> = z
  .strictObject({
    slug,
    name: text,
    gender: z.enum(['female', 'male', 'non']),
    intro: text,
    greeting: text,
    personality: text,
    scenario: text,
    exampleDialogue: z
      .array(z.string().regex(/^\{\{(user|char)\}\}: \S/, 'must start with "{{user}}: " or "{{char}}: "'))
      .min(2)
      .transform((lines) => lines.join('\n')),
    tags: z.array(text).min(2).max(4),
    nsfw: z.boolean(),
    look: characterLookSchema,
    voice: z.strictObject({ pitch: z.number().min(0.5).max(2), rate: z.number().min(0.7).max(1.4) }),
    likeCount: z.number().int().min(50).max(20_000),
  });

/** `starter-data/banners.json`: the home-screen banners, in the order they show. */
export const starterBannersSchema: z.ZodType<StarterBanner[], unknown> = z.array(
  z.strictObject({
    slug,
    title: text,
    subtitle: text,
    linkUrl: z.string().regex(/^\/(?!\/)/, 'must be an in-app path starting with a single "/"'),
    roleSlug: slug,
    show: z.enum(['true', 'whitelist']),
  }),
);

/** `starter-data/plays.json`: the song and dance performances. */
export const starterPlaysSchema: z.ZodType<StarterPlay[], unknown> = z.array(
  z.strictObject({ slug, roleSlug: slug, playType: z.enum(['sing', 'dance']), title: text, topic: text }),
);

/** `starter-data/tabs.json`: the discover page's tabs, in order. */
export const starterTabsSchema: z.ZodType<string[], unknown> = z.array(text).min(1);

/**
 * Checks one data file's content against its schema. A bad file stops the start with a message that names
 * the file and every field at fault, e.g. `…/starter-data/roles/kiriha-aoyagi.json: look.hairColor must be …`.
 */
export function parseStarterFile<T>(file: string, schema: z.ZodType<T, unknown>, content: unknown): T {
  const result = schema.safeParse(content);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(the whole file)'}: ${issue.message}`);
  throw new Error(`Invalid catalogue data file ${STARTER_DATA_DIR}/${file}: ${problems.join('; ')}`);
}

/** Checks the role files, each `[file name in starter-data/roles/, content]`; a file whose slug is not its name is refused too. */
export function loadStarterRoles(files: ReadonlyArray<readonly [file: string, content: unknown]>): StarterRole[] {
  return files.map(([file, content]) => {
    const role = parseStarterFile(`roles/${file}`, starterRoleSchema, content);
    if (`${role.slug}.json` !== file) throw new Error(`Invalid catalogue data file ${STARTER_DATA_DIR}/roles/${file}: slug: "${role.slug}" must be the file's name without .json`);
    return role;
  });
}
