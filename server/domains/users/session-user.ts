/** Who is calling, as the auth check resolved it from x-auth. */
export interface SessionUser {
  userId: number;
  sessionId: number;
  source: string;
  isVisitor: boolean;
}

/** The caller of one request: who they are and their adult-content setting, read with the session. */
export interface Caller {
  user: SessionUser;
  openNsfw: boolean;
}

/** Seed §1, §6: adult content shows only to a caller whose own setting has it on, never to an anonymous one. */
export const showsAdultContent = (caller: Caller | undefined): boolean => caller?.openNsfw === true;
