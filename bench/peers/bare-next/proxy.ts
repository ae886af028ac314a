import { NextResponse } from 'next/server';

// The peer's own route guard, so the build does not take the project root's proxy.ts (its modules resolve
// from the root). It lets every request through, and matches only a path nobody asks for.
export function proxy() {
  return NextResponse.next();
}

export const config = { matcher: '/peer-proxy-never' };
