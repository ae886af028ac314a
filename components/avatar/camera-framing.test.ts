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

  it('keeps the hanging hands inside the upper-body shot, with room below them', () => {
    // Relaxed hands hang about 0.5 m (for 1.6 m) below the chest.
    const hands = metrics.chestY - 0.5 * (metrics.height / 1.6);
    for (const aspect of [390 / 844, 1440 / 900]) expect(visibleBand(CameraShot.Normal, aspect).bottom).toBeLessThan(hands - 0.05);
  });

  it('shows the whole figure, feet included, for a performance', () => {
    const band = (() => {
      const { position, target } = frameShot('full', metrics, 30, 390 / 844);
      const half = Math.hypot(position[2] - target[2], position[1] - target[1]) * Math.tan((30 * Math.PI) / 360);
      return { top: target[1] + half, bottom: target[1] - half };
    })();
    expect(band.bottom).toBeLessThan(0);
    expect(band.top).toBeGreaterThan(metrics.headTopY);
  });

  it('frames a small character as closely as a tall one', () => {
    const small = { height: 1.0, eyeY: 0.88, headTopY: 1.0, chestY: 0.76 };
    const near = frameShot(CameraShot.Normal, small, 30, 1).position[2];
    const far = frameShot(CameraShot.Normal, metrics, 30, 1).position[2];
    expect(near / far).toBeLessThan(0.8);
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
