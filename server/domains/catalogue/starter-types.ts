import type { CharacterLook } from '@/lib/look/look-model';

/** Gender of a starter character, used for filtering and default voices. */
export type Gender = 'female' | 'male' | 'non';

/** A character written into the catalogue when the database is empty on first start. */
export interface StarterRole {
  /** Unique, kebab-case and stable forever: the idempotency key of the seed. */
  slug: string;
  /** Display name; contains at least one Latin letter. */
  name: string;
  gender: Gender;
  /** 1–3 sentences shown on the card and profile. */
  intro: string;
  /** First message, in character; uses {{user}} and/or {{char}}; may use *actions*. */
  greeting: string;
  /** Traits and speaking style, 2–4 sentences. */
  personality: string;
  /** The situation the chat starts in, 1–2 sentences. */
  scenario: string;
  /** 3–5 exchanges of "{{user}}: …" and "{{char}}: …" lines separated by "\n". */
  exampleDialogue: string;
  /** Tag titles, 2–4 per role; the first one is the main tab. */
  tags: string[];
  /** Adult-only role; such roles also carry the NSFW tag. */
  nsfw: boolean;
  /** Who the character looks like: the cover portrait and the 3D avatar are drawn from it. */
  look: CharacterLook;
  /** Speech synthesis settings: pitch 0.5–2.0, rate 0.7–1.4. */
  voice: { pitch: number; rate: number };
  /** Plausible starting popularity, 50–20000. */
  likeCount: number;
}

/** A promotional banner on the home screen. */
export interface StarterBanner {
  slug: string;
  title: string;
  subtitle: string;
  /** In-app path starting with "/" (role ids are assigned later, so never a profile link). */
  linkUrl: string;
  /** Slug of the promoted role. */
  roleSlug: string;
  show: 'true' | 'whitelist';
}

/** A song or dance performance by a starter role. */
export interface StarterPlay {
  slug: string;
  roleSlug: string;
  playType: 'sing' | 'dance';
  title: string;
  topic: string;
}
