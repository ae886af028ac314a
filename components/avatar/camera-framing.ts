import { CameraShot } from '@/lib/bridge/engine-commands';
import type { AvatarMetrics } from '@/lib/avatar/rig';

export interface Framing {
  /** Camera position and look-at target, in metres (the character stands at the origin facing +Z). */
  position: [number, number, number];
  target: [number, number, number];
}

/**
 * Where the camera stands for a shot (seed §9): Normal (2) frames the upper body, Specific (3) the face.
 * `lift` (0–1) moves the character up the frame, for layouts whose lower part the chat covers.
 */
export function frameShot(shot: CameraShot, metrics: AvatarMetrics, fovDeg: number, aspect: number, lift = 0): Framing {
  // On phones the page header also lies over the top of the stage: more headroom as the chat lifts it.
  const top = metrics.headTopY + 0.08 + lift * 0.2;
  const bottom = shot === CameraShot.Specific ? metrics.eyeY - 0.3 : metrics.chestY - 0.5;
  // Shoulders (not the swinging hands) must fit across; narrow phone screens are limited by this.
  const width = shot === CameraShot.Specific ? 0.36 : 0.62;
  // The covered part of the frame is added below the subject, so it still fills the free part.
  const visible = top - bottom;
  const height = visible / (1 - lift * 0.55);
  const halfTan = Math.tan((fovDeg * Math.PI) / 360);
  const distance = Math.max(height / 2 / halfTan, width / 2 / (halfTan * Math.max(aspect, 0.1)));
  const centre = top - height / 2;
  // A slightly raised camera looking a little down reads as friendlier than a level one.
  return { position: [0, centre + 0.05, distance], target: [0, centre, 0] };
}
