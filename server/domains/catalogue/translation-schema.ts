import { z } from 'zod';
import type { StarterRole } from './starter-types';
import type { RoleTranslation } from './translation-types';

const text = z.string().trim().min(1, 'must not be empty');

/** `{{user}}`, `{{char}}` and anything else written in double braces. */
const placeholdersOf = (value: string) => new Set(value.match(/\{\{[^{}]*\}\}/g) ?? []);
const starsOf = (value: string) => (value.match(/\*/g) ?? []).length;

/**
 * Checks a translated text against its English source: the same placeholders, spelled the same (never
 * translated), and the same number of `*action*` pairs.
 */
function checkLikeSource(ctx: z.RefinementCtx, path: (string | number)[], translated: string, source: string) {
  const wanted = placeholdersOf(source);
  const found = placeholdersOf(translated);
  for (const p of wanted) if (!found.has(p)) ctx.addIssue({ code: 'custom', path, message: `must keep the placeholder ${p} of the English text` });
  for (const p of found) if (!wanted.has(p)) ctx.addIssue({ code: 'custom', path, message: `has the placeholder ${p}, which the English text does not have (write {{user}} or {{char}} exactly)` });
  const stars = starsOf(translated);
  if (stars % 2 !== 0) ctx.addIssue({ code: 'custom', path, message: `has an odd number of "*" (${stars}): every *action* needs its closing "*"` });
  else if (stars !== starsOf(source)) ctx.addIssue({ code: 'custom', path, message: `has ${stars / 2} *action* pairs where the English text has ${starsOf(source) / 2}` });
}

const speakerOf = (line: string) => /^\{\{(user|char)\}\}: /.exec(line)?.[0];

/** One role's translation file, `translations/<locale>/roles/<slug>.json`, checked against the English role. */
export function roleTranslationSchema(source: StarterRole): z.ZodType<RoleTranslation, unknown> {
  const sourceLines = source.exampleDialogue.split('\n');
  return z
    .strictObject({
      name: text.optional(),
      intro: text,
      greeting: text,
      exampleDialogue: z.array(z.string()),
    })
    .superRefine((value, ctx) => {
      checkLikeSource(ctx, ['intro'], value.intro, source.intro);
      checkLikeSource(ctx, ['greeting'], value.greeting, source.greeting);
      if (value.exampleDialogue.length !== sourceLines.length) {
        ctx.addIssue({ code: 'custom', path: ['exampleDialogue'], message: `must have ${sourceLines.length} lines, as the English one, not ${value.exampleDialogue.length}` });
        return;
      }
      value.exampleDialogue.forEach((line, i) => {
        const speaker = speakerOf(sourceLines[i]!);
        if (speakerOf(line) !== speaker || line.slice(speaker!.length).trim() === '') {
          ctx.addIssue({ code: 'custom', path: ['exampleDialogue', i], message: `must start with "${speaker}" and go on with the words, as the English line does` });
          return;
        }
        checkLikeSource(ctx, ['exampleDialogue', i], line.slice(speaker!.length), sourceLines[i]!.slice(speaker!.length));
      });
    })
    .transform(({ name, intro, greeting, exampleDialogue }) => ({ ...(name === undefined ? {} : { name }), intro, greeting, exampleDialogue: exampleDialogue.join('\n') }));
}

/** What a language's `catalogue.json` may translate: the English tag titles, banner slugs and play slugs. */
export interface TranslatableCatalogue {
  tagTitles: readonly string[];
  bannerSlugs: readonly string[];
  playSlugs: readonly string[];
}

const keyedBy = <T extends z.ZodTypeAny>(known: readonly string[], what: string, value: T) =>
  z.record(z.string(), value).superRefine((record, ctx) => {
    for (const key of Object.keys(record)) if (!known.includes(key)) ctx.addIssue({ code: 'custom', path: [key], message: `is not a ${what} of the catalogue (known: ${known.join(', ')})` });
  });

/** `translations/<locale>/catalogue.json`: tag labels, banner and performance words. */
export function catalogueTranslationSchema(known: TranslatableCatalogue) {
  return z.strictObject({
    tags: keyedBy(known.tagTitles, 'tag title', text),
    banners: keyedBy(known.bannerSlugs, 'banner slug', z.strictObject({ title: text, subtitle: text })),
    plays: keyedBy(known.playSlugs, 'play slug', z.strictObject({ title: text, topic: text })),
  });
}
