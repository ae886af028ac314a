import { CameraShot } from '@/lib/bridge/engine-commands';
import type { AvatarMetrics } from '@/lib/avatar/rig';

export interface Framing {
  /** Camera position and look-at target, in metres (the character stands at the origin facing +Z). */
  position: [number, number, number];
  target: [number, number, number];
}

/** The shots of seed §9, and the whole body the stage shows while the character performs or walks. */
export type Shot = CameraShot | 'full';

/**
 * Where the camera stands for a shot (seed §9): Normal (2) frames the upper body down past the hands,
 * Specific (3) the face, `full` the whole figure, feet included. Distances scale with the character's
 * height, so a three-foot gremlin fills the frame as a tall elf does.
 * `lift` (0–1) moves the character up the frame, for layouts whose lower part the chat covers.
 */
export function frameShot(shot: Shot, metrics: AvatarMetrics, fovDeg: number, aspect: number, lift = 0): Framing {
  const k = metrics.height / 1.6;
  // On phones the page header also lies over the top of the stage: more headroom as the chat lifts it.
  const top = metrics.headTopY + (0.08 + lift * 0.2) * k;
  // Relaxed hands hang about half a metre (for 1.6 m) below the chest: the upper-body shot ends a hand's
  // length below them, so no hand is cut at the frame's edge.
  const bottom = shot === CameraShot.Specific ? metrics.eyeY - 0.3 * k : shot === 'full' ? -0.06 * k : metrics.chestY - 0.66 * k;
  // What must fit across: the face, the shoulders with the hanging hands beside them, or outstretched arms.
  const width = (shot === CameraShot.Specific ? 0.36 : shot === 'full' ? 0.9 : 0.7) * Math.max(k, 0.75);
  // The covered part of the frame is added below the subject, so it still fills the free part.
  const visible = top - bottom;
  const height = visible / (1 - lift * 0.55);
  const halfTan = Math.tan((fovDeg * Math.PI) / 360);
  const distance = Math.max(height / 2 / halfTan, width / 2 / (halfTan * Math.max(aspect, 0.1)));
  const centre = top - height / 2;
  // A slightly raised camera looking a little down reads as friendlier than a level one.
  return { position: [0, centre + 0.05 * k, distance], target: [0, centre, 0] };
}
