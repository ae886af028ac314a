import { CameraShot } from '@/lib/bridge/engine-commands';
import type { AvatarMetrics } from '@/lib/avatar/rig';

export interface Framing {
  /** Camera position and look-at target, in metres (the character stands at the origin facing +Z). */
  position: [number, number, number];
  target: [number, number, number];
}

/** The shots of seed §9, and the whole body the stage shows while the character performs or walks. */
export type Shot = CameraShot | 'full';

/** Where relaxed fingertips hang when the model does not say (metres below the chest for 1.6 m). */
const HANDS_BELOW_CHEST = 0.56;
/** Half the figure's width across relaxed arms when the model does not say (metres for 1.6 m). */
const HALF_WIDTH = 0.26;

/** The band of the figure a shot must show, top to bottom, and the half width across it (metres). */
export function shotBand(shot: Shot, metrics: AvatarMetrics): { top: number; bottom: number; halfWidth: number } {
  const k = metrics.height / 1.6;
  const hands = metrics.handY ?? metrics.chestY - HANDS_BELOW_CHEST * k;
  const halfWidth = metrics.halfWidth ?? HALF_WIDTH * k;
  if (shot === CameraShot.Specific) {
    // The face: from the top of whatever the head wears down to the collar.
    const chin = metrics.eyeY - 1.25 * (metrics.height - metrics.eyeY);
    // The head with its hair is about as wide as it is tall from the eyes to the crown.
    return { top: metrics.headTopY, bottom: chin - 0.06 * k, halfWidth: Math.max(0.1 * k, 1.05 * (metrics.height - metrics.eyeY)) };
  }
  if (shot === 'full') return { top: metrics.headTopY, bottom: 0, halfWidth: Math.max(halfWidth, 0.3 * k) };
  // The upper body: head to mid-thigh, where the relaxed fingertips end.
  return { top: metrics.headTopY, bottom: hands, halfWidth };
}

/**
 * Where the camera stands for a shot (seed §9): Normal (2) frames the upper body from the top of the head
 * (hat and horns included) to just below the relaxed fingertips, Specific (3) the face, `full` the whole
 * figure, feet included. The head always keeps the top of the frame; a narrow screen that cannot fit the
 * shoulders and hands at that size steps back and shows more below.
 * `lift` (0–1) is how much of the lower screen the chat covers on phones: the head then sits below the
 * page's header, and the close-up keeps the face in the free part above the chat.
 */
export function frameShot(shot: Shot, metrics: AvatarMetrics, fovDeg: number, aspect: number, lift = 0): Framing {
  const k = metrics.height / 1.6;
  const band = shotBand(shot, metrics);
  // Headroom (share of the frame above the head): the chat's header lies over the top of a phone stage.
  const headroom = 0.05 + 0.14 * lift;
  // Room below the band's bottom edge, so hands never touch the frame.
  const footroom = shot === CameraShot.Normal ? 0.07 : shot === 'full' ? 0.03 : 0.04;
  // The close-up keeps the face above the chat: the covered part is added below it.
  const covered = shot === CameraShot.Specific ? lift * 0.5 : 0;
  const halfTan = Math.tan((fovDeg * Math.PI) / 360);
  const visible = band.top - band.bottom;
  const byHeight = visible / (1 - headroom - footroom - covered);
  // Across: the half width with a margin on each side.
  const byWidth = (2 * band.halfWidth * 1.12) / Math.max(aspect, 0.1);
  const height = Math.max(byHeight, byWidth);
  const frameTop = band.top + headroom * height;
  const centre = frameTop - height / 2;
  const distance = height / 2 / halfTan;
  // A slightly raised camera looking a little down reads as friendlier than a level one.
  const raise = 0.04 * k;
  return { position: [0, centre + raise, distance], target: [0, centre, 0] };
}
