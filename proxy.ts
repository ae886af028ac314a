import { NextResponse, type NextRequest } from 'next/server';

/** Seed §2 redirects: retired test pages go home, /guidence goes to chat. */
const REDIRECTS: Record<string, string> = {
  '/jsbTest': '/',
  '/test-tools': '/',
  '/test-unity': '/',
  '/test-spline': '/',
  '/ugc-test-ui': '/',
  '/guidence': '/chat',
};

/** Next 16 names the route guard file proxy.ts (the design card's middleware.ts). */
export function proxy(request: NextRequest) {
  const target = REDIRECTS[request.nextUrl.pathname];
  if (target) return NextResponse.redirect(new URL(target, request.url));
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!koko/app/api|_next|websocket|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)'],
};
