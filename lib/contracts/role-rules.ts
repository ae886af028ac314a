// Role statuses and the adult-content and placeholder rules: plain values the browser uses, kept apart from the zod schemas so its bundle carries no zod.
/** Role status (seed §4): 1 generating, 2 draft, 10 published, 50 approved. */
export const RoleStatus = { Generating: 1, Draft: 2, Published: 10, Approved: 50 } as const;
export const LISTED_ROLE_STATUSES = [RoleStatus.Published, RoleStatus.Approved];

/** The status filter of a creator's lists (seed §3 enums): ALL 0, DRAFT 1, SUCCESS 10, APPROVED 50. */
export const RoleStatusFilter = { All: 0, Draft: 1, Success: 10, Approved: 50 } as const;
export const ROLE_STATUS_FILTERS = Object.values(RoleStatusFilter);
export type RoleStatusFilterCode = (typeof ROLE_STATUS_FILTERS)[number];

/** A role counts as adult if flagged or tagged nsfw, case-insensitively (seed §1). */
export const NSFW_TAG_TITLE = 'nsfw';
export const isNsfwRole = (role: { nsfw: boolean; tags: { title: string }[] }) =>
  role.nsfw || role.tags.some((t) => t.title.toLowerCase() === NSFW_TAG_TITLE);

/**
 * Fills a role text's placeholders (seed §3: {{user}} → user name, {{char}} → role name; any case, optional
 * spaces inside the braces), the character's first so a user name that reads `{{char}}` stays as typed. The
 * one definition: the greeting cards, the chat's intro and greeting and the model's prompt all fill with it.
 */
export const fillPlaceholders = (text: string, names: { user: string; char: string }) =>
  text.replace(/\{\{\s*char\s*\}\}/gi, names.char).replace(/\{\{\s*user\s*\}\}/gi, names.user);
