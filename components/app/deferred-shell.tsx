'use client';

import dynamic from 'next/dynamic';

/**
 * The shell's parts that draw nothing when a page is first shown (shell-extras.tsx), rendered only in the
 * browser: their code is left out of the page's first-load JavaScript and is fetched while the page
 * hydrates, well before any of them opens.
 */
export const ShellExtras = dynamic(() => import('./shell-extras').then((m) => m.ShellExtras), { ssr: false });
/** Inside the native app: the engine's route watch. */
export const EngineRoutes = dynamic(() => import('./engine-routes').then((m) => m.EngineRoutes), { ssr: false });
/** The app's loading screen: the server draws it for the native app's first load only, so web pages never load it. */
export const BootScreen = dynamic(() => import('./boot-screen').then((m) => m.BootScreen));
