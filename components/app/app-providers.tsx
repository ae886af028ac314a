'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { BootScreen } from './boot-screen';
import { AnimePopup, EngineRoutes, KoinDialogs, LoginOverlay, ReviewPopup, UpdateDialog } from './deferred-shell';
import { SessionBootstrap } from './session-bootstrap';
import { VersionGates } from './version-gates';

/**
 * Client-side state for every page: react-query, the session, the login overlay, the scheduled popups
 * (koin dialogs, version-gate updates, the review and anime popups), toasts and the app's loading screen;
 * inside the app, the native engine's route watch. The dialogs and popups come in after the first load
 * (deferred-shell.tsx).
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
      <UpdateDialog />
      <ReviewPopup />
      <AnimePopup />
      <Toaster />
      <BootScreen inApp={inApp} />
      {inApp ? <EngineRoutes /> : null}
    </QueryClientProvider>
  );
}
