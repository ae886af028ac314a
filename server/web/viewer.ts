import { cookies } from 'next/headers';
import { chosenName } from '@/lib/contracts/role-rules';
import { getLocale } from 'next-intl/server';
import { SESSION_COOKIE } from '@/lib/contracts/session';
import { showsAdultContent } from '@/server/domains/users/session-user';
import { getRuntime } from '@/server/runtime/global-runtime';

/**
 * The person viewing a server-rendered page, from the session cookie; server components call services directly.
 * Whether adult content shows to them is settled here, by the rule the API's auth wrapper applies, and the
 * catalogue speaks `locale`, the page's language as next-intl resolved it.
 */
export async function getViewer() {
  const runtime = await getRuntime();
  const caller = await runtime.services.users.authenticateCaller((await cookies()).get(SESSION_COOKIE)?.value);
  const user = caller?.user;
  const [info, locale] = await Promise.all([user ? runtime.services.users.getUserInfo(user.userId).catch(() => undefined) : undefined, getLocale()]);
  // The name role texts call the viewer by: one they chose, never a visitor's "Guest 12" (null: none told).
  return { runtime, user, openNsfw: showsAdultContent(caller), name: chosenName(info), locale };
}

export type Viewer = Awaited<ReturnType<typeof getViewer>>;
