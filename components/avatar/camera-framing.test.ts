import { CameraShot } from '@/lib/bridge/engine-commands';
import { frameShot } from './camera-framing';

const metrics = { height: 1.44, eyeY: 1.27, headTopY: 1.44, chestY: 1.09 };
/** The world heights the camera sees at the character's distance. */
function visibleBand(shot: CameraShot, aspect: number, lift = 0) {
  const { position, target } = frameShot(shot, metrics, 30, aspect, lift);
  const distance = Math.hypot(position[2] - target[2], position[1] - target[1]);
  const half = distance * Math.tan((30 * Math.PI) / 360);
  return { top: target[1] + half, bottom: target[1] - half, halfWidth: half * aspect };
}

describe('frameShot', () => {
  it('frames the upper body in the Normal shot: the whole head and the chest, not the feet', () => {
    const band = visibleBand(CameraShot.Normal, 16 / 9);
    expect(band.top).toBeGreaterThan(metrics.headTopY);
    expect(band.bottom).toBeLessThan(metrics.chestY - 0.3);
    expect(band.bottom).toBeGreaterThan(0.3);
  });

  it('comes closer for the Specific shot (a close-up of the face)', () => {
    const normal = frameShot(CameraShot.Normal, metrics, 30, 1);
    const close = frameShot(CameraShot.Specific, metrics, 30, 1);
    expect(close.position[2]).toBeLessThan(normal.position[2] * 0.6);
    const band = visibleBand(CameraShot.Specific, 1);
    expect(band.top).toBeGreaterThan(metrics.headTopY);
    expect(band.bottom).toBeGreaterThan(metrics.chestY - 0.15);
  });

  it('keeps the shoulders in on a narrow phone screen', () => {
    expect(visibleBand(CameraShot.Normal, 390 / 790).halfWidth).toBeGreaterThanOrEqual(0.3);
  });

  it('lifts the character up the frame when the lower part is covered by the chat', () => {
    const free = visibleBand(CameraShot.Normal, 0.5);
    const lifted = visibleBand(CameraShot.Normal, 0.5, 0.5);
    // The head stays in view while more room opens below it.
    expect(lifted.top).toBeGreaterThan(metrics.headTopY);
    expect(lifted.bottom).toBeLessThan(free.bottom);
  });
});
