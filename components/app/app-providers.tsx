'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { startWithoutSession } from '@/lib/client/session';
import { BootScreen, EngineRoutes, ShellExtras } from './deferred-shell';

/**
 * Client-side state for every page: react-query, the session, the login overlay, the scheduled popups
 * (koin dialogs, version-gate updates, the review and anime popups), toasts and the app's loading screen;
 * inside the app, the native engine's route watch. The dialogs and popups come in after the first load
 * (deferred-shell.tsx).
 */
export function AppProviders({ children, loginSources, inApp, hasSession }: { children: React.ReactNode; loginSources: string[]; inApp: boolean; hasSession: boolean }) {
  const [queryClient] = useState(() => {
    // A first visit makes its visitor session at once instead of first hearing 401 from the user call.
    if (!hasSession) startWithoutSession();
    return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  });
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ShellExtras loginSources={loginSources} />
      <Toaster />
      {inApp ? (
        <>
          <BootScreen />
          <EngineRoutes />
        </>
      ) : null}
    </QueryClientProvider>
  );
}
