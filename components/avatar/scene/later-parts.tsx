'use client';

import { lazy } from 'react';

/**
 * The parts of the scene that join after the character's first frame, in chunks of their own with the helper
 * library they use (@react-three/drei and its image loaders): the first frame neither downloads nor runs them.
 */
export const LaterSkyMotes = lazy(() => import('./sky-motes').then((m) => ({ default: m.SkyMotes })));
export const LaterStudioExtras = lazy(() => import('./studio-extras').then((m) => ({ default: m.StudioExtras })));
export const LaterPerformanceGovernor = lazy(() => import('./performance-governor').then((m) => ({ default: m.PerformanceGovernor })));
