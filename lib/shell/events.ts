/**
 * Window events the shell sends, so pages can react without importing the shell.
 *
 * NAV_RESELECT: a second tap on the bottom-nav item of the page already open (seed §2 "double-tap on a
 * nav item emits an event"); detail `{ item: 'home' | 'create' | 'my' }`. The shell itself scrolls to the
 * top and refreshes; a page listens to do more (the feed resets its tab).
 *
 * SHELL_REFRESH: the shell refreshed the page's data (pull-down or reselect); detail `{ pathname }`.
 *
 * POPUP_SHOWN: a scheduled popup was shown (seed §4 "reported"); detail `{ kind }`, for the analytics layer.
 */
export const NAV_RESELECT_EVENT = 'koko:nav-reselect';
export const SHELL_REFRESH_EVENT = 'koko:shell-refresh';
export const POPUP_SHOWN_EVENT = 'koko:popup-shown';

export type NavItemKey = 'home' | 'create' | 'my';
