// Whitelist levels and what each may do: plain values the browser uses, kept apart from the zod schemas so its bundle carries no zod.
/** Seed §3/§6: 0 not whitelisted, 1 internal, 2 external. */
export const WhiteListLevel = { None: 0, Internal: 1, External: 2 } as const;

/** Levels 1 and 2 may open the manage pages (seed §6); only internal admins change anything. */
export const canOpenManagePages = (level: number) => level === WhiteListLevel.Internal || level === WhiteListLevel.External;
export const canManage = (level: number) => level === WhiteListLevel.Internal;
