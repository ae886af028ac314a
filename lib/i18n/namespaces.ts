/**
 * The message namespaces, one file each under messages/<locale>/. A new namespace is added here and as
 * messages/en-US/<Namespace>.json plus its translations; the locales test checks all three agree.
 */
export const MESSAGE_NAMESPACES = ['Common', 'Home', 'RoleCard', 'Profile', 'NotFound', 'Auth', 'Session', 'Koin', 'Nav', 'KoinPage', 'MyProfile', 'ProfileEdit', 'Persona', 'Settings', 'Language', 'Feedback', 'Admin', 'ConfirmDialog', 'Chat', 'Feed', 'Search', 'Friends', 'Played', 'Activity', 'Landing', 'Legal', 'Avatar', 'Shell'] as const;
