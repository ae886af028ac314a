import type { UserInfo } from '@/lib/contracts/user';

/**
 * Seed §3 userInfo inCheck: the native app asking is a version under store review, which hides the home
 * banner (seed §2). The server sets the flag from the app's user-agent (KOKO_REVIEW_APP_VERSIONS).
 */
export const inReview = (user: UserInfo | undefined) => user?.inCheck === true;
