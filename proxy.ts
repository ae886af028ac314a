import { NextResponse, type NextRequest } from 'next/server';
import { parseUserAgent } from '@/lib/bridge/app-version';
import { SESSION_COOKIE } from '@/lib/contracts/session';
import { decideGuard } from '@/lib/shell/guard';

/**
 * The store-review switch (seed §2, §6) has no source in this product yet: the app is never in review,
 * so inside the native app home opens on for-you.
 */
const IN_REVIEW = false;

/**
 * Next 16 names the route guard file proxy.ts (the design card's middleware.ts). It decides from the
 * request alone (lib/shell/guard.ts); visitor-versus-account and whitelist levels are checked by the
 * pages' server components, which read the session from the database.
 */
export function proxy(request: NextRequest) {
  const decision = decideGuard({
    pathname: request.nextUrl.pathname,
    hasSession: Boolean(request.cookies.get(SESSION_COOKIE)?.value),
    app: parseUserAgent(request.headers.get('user-agent') ?? ''),
    inReview: IN_REVIEW,
  });
  if (decision.kind === 'redirect') return NextResponse.redirect(new URL(decision.to, request.url));
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!koko/app/api|api/|_next|websocket|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)'],
};
