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

/**
 * Namespaces only some pages' client components read: the browser gets them on those pages alone (their route
 * group's layout adds them through PageMessages), so a first visit to `/` does not carry the editors' words.
 */
export const PAGE_NAMESPACES = ['Admin', 'CreateFriend', 'Generate', 'Assets', 'Landing', 'Plots', 'Memory'] as const satisfies readonly (typeof MESSAGE_NAMESPACES)[number][];
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

/**
 * The messages client components may read: all but the server-only namespaces, and of the page namespaces only
 * those named (none for the root layout, which every page shares).
 */
export function clientMessages<T extends object>(messages: T, pageNamespaces: readonly PageNamespace[] = []): T {
  const left: readonly string[] = [...SERVER_ONLY_NAMESPACES, ...PAGE_NAMESPACES.filter((namespace) => !pageNamespaces.includes(namespace))];
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !left.includes(namespace))) as T;
}
