import { NextResponse, type NextRequest } from 'next/server';
import { inStoreReview, parseUserAgent } from '@/lib/bridge/app-version';
import { SESSION_COOKIE } from '@/lib/contracts/session';
import { isLocale, LOCALE_HEADER, LOCALE_PARAM } from '@/lib/i18n/locales';
import { decideGuard } from '@/lib/shell/guard';
import { parseEnv } from '@/server/env';

/** The native app versions under store review (KOKO_REVIEW_APP_VERSIONS), read once. */
let reviewVersions: string[] | undefined;
const reviewAppVersions = () => (reviewVersions ??= parseEnv().reviewAppVersions);

/**
 * Next 16 names the route guard file proxy.ts (the design card's middleware.ts). It decides from the
 * request alone (lib/shell/guard.ts); visitor-versus-account and whitelist levels are checked by the
 * pages' server components, which read the session from the database.
 */
export function proxy(request: NextRequest) {
  const app = parseUserAgent(request.headers.get('user-agent') ?? '');
  const decision = decideGuard({
    pathname: request.nextUrl.pathname,
    hasSession: Boolean(request.cookies.get(SESSION_COOKIE)?.value),
    app,
    // An app under store review opens on discover, as a browser does (seed §2, §3 inCheck).
    inReview: inStoreReview(app, reviewAppVersions()),
  });
  if (decision.kind === 'redirect') return NextResponse.redirect(new URL(decision.to, request.url));
  // `?hl=fr-FR` draws the page in that language (the alternates search engines follow); it is not remembered.
  const asked = request.nextUrl.searchParams.get(LOCALE_PARAM);
  if (!isLocale(asked)) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, asked);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/((?!koko/app/api|api/|_next|websocket|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)'],
};
