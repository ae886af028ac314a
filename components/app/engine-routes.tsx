'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import type { EngineController } from '@/lib/bridge/engine-controller';
import { usesEngine } from '@/lib/shell/route-table';

let engine: Promise<EngineController> | undefined;

/**
 * The avatar API, loaded only inside the app. Once its controller listens, the wrapper is told the page has
 * mounted (it answers with its engine's state, see lib/bridge/window-contract.ts).
 */
const linkEngine = () =>
  (engine ??= Promise.all([import('@/components/avatar/avatar-engine'), import('@/lib/bridge')]).then(([{ getAvatarEngine }, { getBridge }]) => {
    const controller = getAvatarEngine();
    getBridge().common.mounted().catch(() => undefined);
    return controller;
  }));

/**
 * Inside the app: on every navigation the native engine hears whether the new route uses it (seed §4:
 * pausing waits 60 s unless the current route needs the engine).
 */
export function EngineRoutes() {
  const pathname = usePathname();
  useEffect(() => {
    let live = true;
    void linkEngine().then((controller) => {
      if (live) controller.routeChanged(usesEngine(pathname));
    });
    return () => {
      live = false;
    };
  }, [pathname]);
  return null;
}
