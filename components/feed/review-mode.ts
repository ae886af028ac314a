import type { UserInfo } from '@/lib/contracts/user';

/**
 * Seed §3 userInfo inCheck: the app is in store review (or check) mode, which hides the home banner
 * (seed §2). The flag is honoured whenever the user info carries it.
 */
export const inReview = (user: (UserInfo & { inCheck?: boolean }) | undefined) => user?.inCheck === true;
