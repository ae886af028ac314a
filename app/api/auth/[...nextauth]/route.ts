import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { createAuthOptions } from '@/server/web/auth-options';
import { getRuntime } from '@/server/runtime/global-runtime';

/** next-auth finds its own origin from the request (or from KOKO_PUBLIC_URL when one is configured). */
function trustRequestOrigin(publicUrl: string | undefined) {
  if (publicUrl) process.env.NEXTAUTH_URL = publicUrl;
  else process.env.AUTH_TRUST_HOST = 'true';
}

async function handler(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) {
  const { env } = await getRuntime();
  trustRequestOrigin(env.publicUrl);
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const secure = env.publicUrl ? env.publicUrl.startsWith('https://') : (forwardedProto ?? request.nextUrl.protocol.replace(':', '')) === 'https';
  return NextAuth(request, context, createAuthOptions(env, secure));
}

export { handler as GET, handler as POST };
