'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { LoginOverlay } from '@/components/auth/login-overlay';
import { Toaster } from '@/components/ui/toaster';
import { KoinDialogs } from '@/components/wallet/koin-dialogs';
import { AnimePopup } from './anime-popup';
import { BootScreen } from './boot-screen';
import { EngineRoutes } from './engine-routes';
import { ReviewPopup } from './review-popup';
import { SessionBootstrap } from './session-bootstrap';
import { VersionGates } from './update-dialog';

/**
 * Client-side state for every page: react-query, the session, the login overlay, the scheduled popups
 * (koin dialogs, version-gate updates, the review and anime popups), toasts and the app's loading screen;
 * inside the app, the native engine's route watch.
 */
export function AppProviders({ children, loginSources, inApp }: { children: React.ReactNode; loginSources: string[]; inApp: boolean }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <SessionBootstrap />
      {children}
      <LoginOverlay sources={loginSources} />
      <KoinDialogs />
      <Suspense fallback={null}>
        <VersionGates />
      </Suspense>
      <ReviewPopup />
      <AnimePopup />
      <Toaster />
      <BootScreen inApp={inApp} />
      {inApp ? <EngineRoutes /> : null}
    </QueryClientProvider>
  );
}
