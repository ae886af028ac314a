'use client';

import { XR_MESSAGES, type XrMessage } from '@/lib/bridge/engine-codes';

export type XrSystem = { isSessionSupported(mode: string): Promise<boolean> };

/**
 * Whether this device can enter an immersive mode (seed §4: XR needs a capable device and a loaded model
 * and skybox). Resolves to null when it can, else the seed §8 message to show.
 */
export async function xrRefusal(modelLoaded: boolean, xr: XrSystem | undefined): Promise<XrMessage | null> {
  const mode = await xrMode(xr);
  if (!mode) return XR_MESSAGES.unsupported;
  return modelLoaded ? null : XR_MESSAGES.modelLoading;
}

/** The immersive mode this device offers (AR preferred on phones that have it), or null. */
export async function xrMode(xr: XrSystem | undefined): Promise<'immersive-ar' | 'immersive-vr' | null> {
  if (!xr) return null;
  const [ar, vr] = await Promise.all([xr.isSessionSupported('immersive-ar').catch(() => false), xr.isSessionSupported('immersive-vr').catch(() => false)]);
  return ar ? 'immersive-ar' : vr ? 'immersive-vr' : null;
}
