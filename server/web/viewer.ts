import { cookies } from 'next/headers';
import { SESSION_COOKIE } from '@/lib/contracts/session';
import { getRuntime } from '@/server/runtime/global-runtime';

/** The person viewing a server-rendered page, from the session cookie; server components call services directly. */
export async function getViewer() {
  const runtime = await getRuntime();
  const user = await runtime.services.users.authenticate((await cookies()).get(SESSION_COOKIE)?.value);
  const info = user ? await runtime.services.users.getUserInfo(user.userId).catch(() => undefined) : undefined;
  return { runtime, user, openNsfw: info?.openNsfw ?? false, name: info?.name };
}
