import { Euler, Quaternion, Vector3 } from 'three';
import type { AvatarLook } from '../look';
import { frameOf } from '../procedural/skeleton';
import { TorsoShape } from '../procedural/torso';
import type { BoneRotation } from '../rig';
import { STAND } from './pose';

/**
 * How far a character's relaxed arms must hang out from the standing pose so they clear its own body:
 * the torso's rings (belly included), the thighs and the clothes over them. Measured on the procedural
 * character's skeleton and torso profile, so a broad-hipped or heavy body holds its arms a little out and
 * a slim one lets them hang close, whatever the proportions.
 */

/** Gap kept between the arm's surface and the body, metres for the 1.6 m design. */
export const ARM_CLEARANCE = 0.012;
/** The range the spread is looked for in (radians added to STAND's upper-arm Z: positive is outwards). */
const SPREAD_RANGE: [number, number] = [-0.09, 0.6];

/** Arm radius along the arm (t: 0 shoulder … 1 wrist), design metres: the body's arm with its sleeve. */
function armRadius(t: number, fem: number): number {
  const r = 0.052 + (0.043 - 0.052) * fem;
  const bare = t < 0.45 ? r * (1 - 0.22 * (t / 0.45)) : t < 0.6 ? r * 0.78 : r * (0.8 - 0.24 * ((t - 0.6) / 0.4));
  return bare + 0.008;
}

/** How far clothes over the hips stand off the torso and thighs at a depth below the hips (design metres). */
function garmentAllowance(look: AvatarLook, below: number): number {
  const style = look.outfit.style;
  // Skirts, robes and coat tails flare towards their hems; the hands rest on the cloth, not in it.
  const hem = style === 'robe' || style === 'kimono' ? 0.74 : style === 'coat' ? 0.5 : style === 'dress' ? 0.42 : look.outfit.legwear === 'skirt' ? 0.4 : 0;
  const flare = style === 'kimono' ? 0.012 : style === 'robe' ? 0.06 : style === 'coat' ? 0.06 : look.outfit.legwear === 'skirt' ? 0.1 : 0;
  if (hem === 0 || below <= 0) return look.outfit.legwear === 'pants' ? 0.01 : 0.004;
  return 0.012 + flare * Math.pow(Math.min(1, below / hem), 0.8);
}

const euler = (r: BoneRotation | undefined, dz = 0) => new Quaternion().setFromEuler(new Euler(r?.[0] ?? 0, r?.[1] ?? 0, (r?.[2] ?? 0) + dz, 'XYZ'));

/** Distance from point p to segment ab. */
function toSegment(p: Vector3, a: Vector3, b: Vector3): number {
  const ab = b.clone().sub(a);
  const t = Math.max(0, Math.min(1, p.clone().sub(a).dot(ab) / ab.lengthSq()));
  return p.distanceTo(a.clone().addScaledVector(ab, t));
}

/** The smallest gap between the left arm (shoulder to fingertips) and the body, for a spread, in design metres. */
export function armGap(look: AvatarLook, spread: number): number {
  const frame = frameOf(look);
  const s = frame.scale;
  const J = frame.joints;
  const fem = look.build === 'feminine' ? 1 : look.build === 'neutral' ? 0.5 : 0;
  const torso = new TorsoShape(look, J.hips.y, s);
  const shoulder = J.leftUpperArm;
  const upperQ = euler(STAND.leftUpperArm, spread);
  const lowerQ = upperQ.clone().multiply(euler(STAND.leftLowerArm));
  const handQ = lowerQ.clone().multiply(euler(STAND.leftHand));
  const elbow = shoulder.clone().add(J.leftLowerArm.clone().sub(J.leftUpperArm).applyQuaternion(upperQ));
  const wrist = elbow.clone().add(J.leftHand.clone().sub(J.leftLowerArm).applyQuaternion(lowerQ));
  const tip = wrist.clone().add(frame.handTip.left.clone().sub(J.leftHand).applyQuaternion(handQ));
  const thighTop = J.leftUpperLeg.clone().add(new Vector3(-0.008 * s, 0.045 * s, 0));
  const knee = J.leftLowerLeg;
  const thighR = (0.07 + 0.006 * fem) * look.proportions.hipWidth;
  let gap = Infinity;
  // Points along the arm from mid upper arm (above it the arm joins the shoulder) to the fingertips.
  for (let i = 0; i <= 24; i++) {
    const u = 0.25 + (i / 24) * 1.75; // 0…1 upper arm, 1…2 forearm, 2…2 hand
    const p = u <= 1 ? shoulder.clone().lerp(elbow, u) : u <= 1.9 ? elbow.clone().lerp(wrist, (u - 1) / 0.9) : wrist.clone().lerp(tip, 0.5);
    const t = u <= 1 ? u * 0.45 : Math.min(1, 0.45 + ((u - 1) / 0.9) * 0.55);
    const r = u > 1.9 ? 0.022 : armRadius(t, fem);
    const below = (J.hips.y - p.y) / s;
    const dy = (p.y - J.hips.y) / s;
    const allowance = garmentAllowance(look, below);
    if (dy >= torso.bottom && dy <= 0.14) {
      const a = Math.atan2(p.z, p.x);
      const surface = torso.point(dy, a);
      const body = Math.hypot(p.x, p.z) - Math.hypot(surface.x, surface.z);
      gap = Math.min(gap, body / s - r - (dy < 0.1 ? allowance : 0.004));
    }
    if (p.y < thighTop.y && p.y > knee.y) {
      const k = (thighTop.y - p.y) / (thighTop.y - knee.y);
      const legR = thighR + (0.046 - thighR) * Math.pow(k, 0.8);
      gap = Math.min(gap, toSegment(p, thighTop, knee) / s - legR - r - allowance);
    }
  }
  return gap;
}

/** Radians the arms of this look hang out from STAND so they clear the body by ARM_CLEARANCE. */
export function armSpreadOf(look: AvatarLook): number {
  const [from, to] = SPREAD_RANGE;
  // A scan, not a bisection: a belly or a flaring skirt can make the gap shrink again further out.
  let spread = to;
  for (let x = to; x >= from - 1e-9; x -= 0.01) {
    if (armGap(look, x) < ARM_CLEARANCE) break;
    spread = x;
  }
  return Math.round(spread * 1000) / 1000;
}
