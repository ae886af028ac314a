'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { usesEngine } from '@/lib/shell/route-table';

/** The avatar API and the bridge load only inside the app. */
const loadEngine = () => Promise.all([import('@/components/avatar/avatar-engine'), import('@/lib/bridge')]);

/**
 * Inside the app: the native engine's link to the page. Once the engine controller listens, the wrapper is
 * told the page has mounted (it answers with its engine's state, see lib/bridge/window-contract.ts); on
 * every navigation the engine hears whether the new route uses it (seed §4: pausing waits 60 s unless the
 * current route needs the engine).
 */
export function EngineRoutes() {
  const pathname = usePathname();

  useEffect(() => {
    void loadEngine().then(([{ getAvatarEngine }, { getBridge }]) => {
      getAvatarEngine();
      return getBridge().common.mounted();
    }).catch(() => undefined);
  }, []);

  useEffect(() => {
    let live = true;
    void loadEngine().then(([{ getAvatarEngine }]) => {
      if (live) getAvatarEngine().routeChanged(usesEngine(pathname));
    });
    return () => {
      live = false;
    };
  }, [pathname]);
  return null;
}
