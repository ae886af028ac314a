'use client';

import dynamic from 'next/dynamic';

/**
 * The shell's dialogs and popups, rendered only in the browser. None of them shows anything when a page is
 * first drawn (each waits for a tap, a reward, a timer or a version check), so their code is left out of
 * the page's first-load JavaScript and is fetched while the page hydrates, well before any of them opens.
 * What asks for a popup at once on arrival (the version gates) stays in the first load: the scheduler shows
 * the first popup asked for, and its view arriving later only shows it later.
 */
export const LoginOverlay = dynamic(() => import('@/components/auth/login-overlay').then((m) => m.LoginOverlay), { ssr: false });
export const KoinDialogs = dynamic(() => import('@/components/wallet/koin-dialogs').then((m) => m.KoinDialogs), { ssr: false });
export const UpdateDialog = dynamic(() => import('./update-dialog').then((m) => m.UpdateDialog), { ssr: false });
export const ReviewPopup = dynamic(() => import('./review-popup').then((m) => m.ReviewPopup), { ssr: false });
export const AnimePopup = dynamic(() => import('./anime-popup').then((m) => m.AnimePopup), { ssr: false });
export const EngineRoutes = dynamic(() => import('./engine-routes').then((m) => m.EngineRoutes), { ssr: false });
