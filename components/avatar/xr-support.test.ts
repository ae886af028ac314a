import { XR_MESSAGES } from '@/lib/bridge/engine-codes';
import { xrRefusal } from './xr-support';

const xrWith = (modes: string[]) => ({ isSessionSupported: async (mode: string) => modes.includes(mode) });

describe('xrRefusal (seed §8 XR messages)', () => {
  it('says the device does not support the mode without WebXR or without an immersive session', async () => {
    expect(await xrRefusal(true, undefined)).toBe(XR_MESSAGES.unsupported);
    expect(await xrRefusal(true, xrWith([]))).toBe(XR_MESSAGES.unsupported);
    expect(await xrRefusal(true, { isSessionSupported: () => Promise.reject(new Error('blocked')) })).toBe(XR_MESSAGES.unsupported);
  });

  it('asks to wait while the model loads on a capable device, and lets a loaded one in', async () => {
    expect(await xrRefusal(false, xrWith(['immersive-vr']))).toBe(XR_MESSAGES.modelLoading);
    expect(await xrRefusal(true, xrWith(['immersive-ar']))).toBeNull();
  });
});
