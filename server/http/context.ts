import type { SessionUser } from '@/server/domains/users/session-user';

/** What middleware puts on the Hono context for handlers. */
export interface AppEnv {
  Variables: {
    requestId: string;
    user: SessionUser | undefined;
    /** Whether adult content shows to the caller (seed §1, §6), resolved with the session by the auth wrapper. */
    openNsfw: boolean;
  };
}
