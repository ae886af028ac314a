/** The HttpOnly cookie that holds the backend token for the browser (DESIGN §6). */
export const SESSION_COOKIE = 'koko_session';
/** Seed §9: cookies last 365 days. */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
