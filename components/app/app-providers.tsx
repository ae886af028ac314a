'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { LoginOverlay } from '@/components/auth/login-overlay';
import { Toaster } from '@/components/ui/toaster';
import { KoinDialogs } from '@/components/wallet/koin-dialogs';
import { SessionBootstrap } from './session-bootstrap';

/** Client-side state for every page: react-query, the session, the login overlay, dialogs and toasts. */
export function AppProviders({ children, loginSources }: { children: React.ReactNode; loginSources: string[] }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <SessionBootstrap />
      {children}
      <LoginOverlay sources={loginSources} />
      <KoinDialogs />
      <Toaster />
    </QueryClientProvider>
  );
}
