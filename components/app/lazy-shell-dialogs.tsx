'use client';

import dynamic from 'next/dynamic';
import { useKoinDialogs, useLoginPrompt } from '@/lib/client/stores';

// The shell's dialogs are fetched the first time one is shown, not with every page's first load.
const LoginOverlay = dynamic(() => import('@/components/auth/login-overlay').then((m) => m.LoginOverlay), { ssr: false });
const KoinDialogs = dynamic(() => import('@/components/wallet/koin-dialogs').then((m) => m.KoinDialogs), { ssr: false });

/** The login overlay, loaded when the login prompt first opens. */
export function LazyLoginOverlay({ sources }: { sources: string[] }) {
  const open = useLoginPrompt((s) => s.open);
  return open ? <LoginOverlay sources={sources} /> : null;
}

/** The koin reward dialogs, loaded when the first one is due. */
export function LazyKoinDialogs() {
  const due = useKoinDialogs((s) => s.queue.length > 0);
  return due ? <KoinDialogs /> : null;
}
