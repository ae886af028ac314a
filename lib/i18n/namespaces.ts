/**
 * The message namespaces, one file each under messages/<locale>/. A new namespace is added here and as
 * messages/en-US/<Namespace>.json plus its translations; the locales test checks all three agree.
 */
export const MESSAGE_NAMESPACES = ['Common', 'Home', 'RoleCard', 'Profile', 'NotFound', 'Auth', 'Session', 'Koin', 'Nav', 'KoinPage', 'MyProfile', 'ProfileEdit', 'Persona', 'Settings', 'Language', 'Feedback', 'Admin', 'ConfirmDialog', 'Chat', 'Feed', 'Search', 'Friends', 'Played', 'Activity', 'Landing', 'Legal', 'Avatar', 'Shell', 'Accounts', 'Passkeys', 'Create', 'Generate', 'Assets', 'CreateFriend', 'Plots', 'ModelHelp', 'Memory', 'Relation'] as const;

/**
 * Namespaces only server components read (the legal texts, the profile page's metadata, the 404 page, the
 * anime activity page). They stay out of the messages every page hands to the browser.
 */
export const SERVER_ONLY_NAMESPACES = ['Legal', 'Activity', 'Profile', 'NotFound', 'Create', 'ModelHelp'] as const satisfies readonly (typeof MESSAGE_NAMESPACES)[number][];

/** The messages client components may read: all of them but the server-only namespaces. */
export function clientMessages<T extends object>(messages: T): T {
  const serverOnly: readonly string[] = SERVER_ONLY_NAMESPACES;
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !serverOnly.includes(namespace))) as T;
}
