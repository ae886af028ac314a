// Role statuses and the adult-content and placeholder rules: plain values the browser uses, kept apart from the zod schemas so its bundle carries no zod.
import { fillUnnamedUser } from './unnamed-user';

/** Role status (seed §4): 1 generating, 2 draft, 10 published, 50 approved. */
export const RoleStatus = { Generating: 1, Draft: 2, Published: 10, Approved: 50 } as const;
/** Statuses Discover, search, tag lists and the sitemap show: approved by staff only (seed §4). */
export const LISTED_ROLE_STATUSES: number[] = [RoleStatus.Approved];
/**
 * Statuses anyone with a role's link may open (its profile, a chat with it): published and approved. Performances
 * and games are listed in these statuses too (they have no review).
 */
export const REACHABLE_ROLE_STATUSES: number[] = [RoleStatus.Published, RoleStatus.Approved];

/** The status filter of a creator's lists (seed §3 enums): ALL 0, DRAFT 1, SUCCESS 10, APPROVED 50. */
export const RoleStatusFilter = { All: 0, Draft: 1, Success: 10, Approved: 50 } as const;
export const ROLE_STATUS_FILTERS = Object.values(RoleStatusFilter);
export type RoleStatusFilterCode = (typeof ROLE_STATUS_FILTERS)[number];

/** A role counts as adult if flagged or tagged nsfw, case-insensitively (seed §1). */
export const NSFW_TAG_TITLE = 'nsfw';
export const isNsfwRole = (role: { nsfw: boolean; tags: { title: string }[] }) =>
  role.nsfw || role.tags.some((t) => t.title.toLowerCase() === NSFW_TAG_TITLE);

/** Who a role text's placeholders name. */
export interface PlaceholderNames {
  /** The name the user chose; null or empty when they have not told one (never a made-up "Guest 12"). */
  user: string | null | undefined;
  char: string;
  /** The reader's locale, for the word that stands in for an unknown name ("you", "toi", "tú"); en-US when absent. */
  locale?: string;
  /** Speak of a user without a name in the third person with these words ("the user"), as a prompt does, instead of to them. */
  unnamed?: string;
}

/** The name a user chose, or null while they have not (a visitor's "Guest 12" is not one). */
export const chosenName = (user: { name: string; nameChosen: boolean } | null | undefined): string | null => (user?.nameChosen && user.name.trim() ? user.name : null);

/**
 * Fills a role text's placeholders (seed §3: {{user}} → user name, {{char}} → role name; any case, optional
 * spaces inside the braces), the character's first so a user name that reads `{{char}}` stays as typed. For a
 * user without a name the sentence still reads: a vocative is left out, anything else says "you" (see
 * unnamed-user). The one definition: greeting cards, the profile, the chat's intro and greeting and the
 * model's prompt all fill with it.
 */
export function fillPlaceholders(text: string, names: PlaceholderNames): string {
  const filled = text.replace(/\{\{\s*char\s*\}\}/gi, names.char);
  if (names.user?.trim()) return filled.replace(/\{\{\s*user\s*\}\}/gi, names.user);
  return fillUnnamedUser(filled, names.locale ?? 'en-US', names.unnamed);
}
