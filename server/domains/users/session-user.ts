/** Who is calling, as the auth check resolved it from x-auth. */
export interface SessionUser {
  userId: number;
  sessionId: number;
  source: string;
  isVisitor: boolean;
}
