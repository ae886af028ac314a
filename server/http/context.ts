import type { SessionUser } from '@/server/domains/users/session-user';

/** What middleware puts on the Hono context for handlers. */
export interface AppEnv {
  Variables: {
    requestId: string;
    user: SessionUser | undefined;
  };
}
