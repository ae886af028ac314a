import { Vector3, type BufferGeometry } from 'three';
import type { AvatarLook } from '../look';
import type { RigBone } from '../rig';
import { lerp } from './math';
import { ellipsoid, sweep, type Section } from './shapes';
import type { Frame } from './skeleton';
import type { TorsoShape } from './torso';

/**
 * The garments beyond the anime school set, drawn onto the torso: an apron with its bib and skirt panel,
 * a cloak's cape, armour's pauldrons and breastplate, a suit's shirt and tie, a coat's tails, work clothes'
 * belt and pockets, a sweater's ribbed hem and crew neck, a shirt's collar and placket, a turtleneck.
 */

type Paint = 'top' | 'topDetail' | 'accent' | 'bottom';
export interface GarmentPiece {
  name: string;
  geometry: BufferGeometry;
  paint: Paint;
  outline: boolean;
  doubleSide?: boolean;
  /** 'torso' is skinned along the torso; 'skirt' follows the hips and thighs; 'rigid:<bone>' one bone. */
  skin: 'torso' | 'skirt' | `rigid:${RigBone}`;
}

const FRONT = Math.PI / 2;

/** How far below the hips a long garment falls (metres of the 1.6 m design): robe, coat tails, cape. */
export const HEM: Partial<Record<AvatarLook['outfit']['style'], number>> = { robe: -0.74, kimono: -0.74, cloak: -0.62, coat: -0.5, dress: -0.42, apron: -0.45 };

/** A hanging panel over the arc [a0, a1] of the torso from `from` down to `hem` (below the waist it widens). */
function hanging(torso: TorsoShape, hipsY: number, s: number, from: number, hem: number, arc: [number, number], flare: number, push = 0.012): BufferGeometry {
  const rows = 10;
  const sections: Section[] = [];
  for (let i = 0; i <= rows; i++) {
    const t = i / rows;
    const dy = lerp(from, hem, t);
    const [rx, rz] = torso.radii(Math.max(dy, -0.03));
    const spread = dy < 0 ? flare * Math.pow(Math.min(1, -dy / Math.max(0.01, -hem)), 0.8) : 0;
    sections.push({ p: new Vector3(0, hipsY + dy * s, 0.005 * s), side: new Vector3(1, 0, 0), up: new Vector3(0, 0, 1), w: (rx * 1.04 + push + spread) * s, h: (rz * 1.08 + push + spread * 0.9) * s });
  }
  return sweep(sections, { radial: 24, arc });
}

export function buildGarment(look: AvatarLook, torso: TorsoShape, frame: Frame): GarmentPiece[] {
  const s = frame.scale;
  const hipsY = frame.joints.hips.y;
  const o = 0.0022 * s;
  const top = torso.top;
  const pieces: GarmentPiece[] = [];
  const onTorso = (name: string, geometry: BufferGeometry, paint: Paint, outline = false) => pieces.push({ name, geometry, paint, outline, skin: 'torso' });
  const v = (dyFrom: number, dyTo: number, w0: number, w1: number, offset = o, rows = 10) =>
    torso.patch(dyFrom, dyTo, (dy) => {
      const w = lerp(w0, w1, (dy - dyFrom) / (dyTo - dyFrom));
      return [FRONT - w, FRONT + w];
    }, offset, rows, 10);
  const belt = (name = 'belt') => onTorso(name, torso.patch(0.085, 0.12, () => [0, Math.PI * 2], o * 1.6, 2, 40, true), 'accent');

  switch (look.outfit.style) {
    case 'apron': {
      // The shirt shows at the collar; the apron is a bib on the chest and a panel to the knees.
      onTorso('apron-bib', torso.patch(0.1, 0.29, (dy) => [FRONT - 0.62 + (dy - 0.1) * 0.6, FRONT + 0.62 - (dy - 0.1) * 0.6], o * 1.5, 8, 12), 'topDetail', true);
      for (const side of [1, -1]) onTorso(`apron-strap-${side}`, torso.patch(0.28, top - 0.01, () => [FRONT + side * 0.5 - 0.06, FRONT + side * 0.5 + 0.06], o * 1.6, 4, 2), 'topDetail');
      pieces.push({ name: 'apron-skirt', geometry: hanging(torso, hipsY, s, 0.1, HEM.apron!, [FRONT - 0.85, FRONT + 0.85], 0.03, 0.016), paint: 'topDetail', outline: true, doubleSide: true, skin: 'skirt' });
      onTorso('apron-tie', torso.patch(0.095, 0.12, () => [FRONT + 0.85, FRONT + 2 * Math.PI - 0.85], o * 1.6, 2, 24), 'topDetail');
      break;
    }
    case 'cloak': {
      onTorso('clasp-band', torso.patch(top - 0.04, top - 0.005, () => [0, Math.PI * 2], o * 2.5, 2, 30, true), 'topDetail');
      pieces.push({ name: 'cape', geometry: hanging(torso, hipsY, s, top - 0.02, HEM.cloak!, [FRONT + 0.6, FRONT + 2 * Math.PI - 0.6], 0.1, 0.03), paint: 'topDetail', outline: true, doubleSide: true, skin: 'torso' });
      belt();
      break;
    }
    case 'armour': {
      onTorso('breastplate', torso.patch(0.1, top - 0.03, () => [FRONT - 1.2, FRONT + 1.2], o * 3, 10, 14), 'topDetail', true);
      belt();
      for (const side of [1, -1] as const) {
        const L = side === 1 ? 'left' : 'right';
        // A plate over the shoulder, close to the arm: as wide as the arm's round, not a balloon.
        const at = frame.joints[`${L}UpperArm`].clone().add(new Vector3(-side * 0.005 * s, 0.006 * s, 0));
        const pauldron = ellipsoid(at, 0.052 * s, 0.03 * s, 0.05 * s, 6, 12);
        pieces.push({ name: `pauldron-${side}`, geometry: pauldron, paint: 'topDetail', outline: true, skin: `rigid:${L}UpperArm` });
      }
      pieces.push({ name: 'tasset', geometry: hanging(torso, hipsY, s, 0.08, -0.16, [0, Math.PI * 2], 0.03, 0.02), paint: 'topDetail', outline: true, doubleSide: true, skin: 'skirt' });
      break;
    }
    case 'suit':
    case 'uniform':
    case 'blazer': {
      onTorso('shirt', torso.patch(0.12, top - 0.005, (dy) => {
        const w = lerp(0.05, 0.5, (dy - 0.12) / (top - 0.12));
        return [FRONT - w, FRONT + w];
      }, o, 10, 10), 'topDetail');
      if (look.outfit.style !== 'uniform' || look.build === 'masculine')
        onTorso('tie', torso.patch(0.1, top - 0.012, (dy) => [FRONT - 0.07 - (0.2 - Math.min(0.2, dy)) * 0.2, FRONT + 0.07 + (0.2 - Math.min(0.2, dy)) * 0.2], o * 1.8, 10, 4), 'accent');
      for (const side of [1, -1]) onTorso(`lapel-${side}`, torso.patch(0.16, top - 0.01, (dy) => {
        const c = FRONT + side * lerp(0.12, 0.55, (dy - 0.16) / (top - 0.16));
        return [c - 0.09, c + 0.09];
      }, o * 1.4, 8, 3), 'top', true);
      break;
    }
    case 'coat': {
      onTorso('shirt', v(0.14, top - 0.005, 0.12, 0.42), 'topDetail');
      pieces.push({ name: 'coat-tails', geometry: hanging(torso, hipsY, s, 0.12, HEM.coat!, [FRONT + 0.3, FRONT + 2 * Math.PI - 0.3], 0.06), paint: 'top', outline: true, doubleSide: true, skin: 'skirt' });
      belt();
      break;
    }
    case 'work': {
      onTorso('collar', v(0.26, top - 0.005, 0.2, 0.45), 'topDetail');
      belt();
      for (const side of [1, -1]) onTorso(`pocket-${side}`, torso.patch(0.2, 0.26, () => [FRONT + side * 0.45 - 0.2, FRONT + side * 0.45 + 0.2], o * 1.5, 3, 4), 'topDetail', true);
      break;
    }
    case 'sweater':
    case 'turtleneck': {
      onTorso('hem', torso.patch(0.04, 0.085, () => [0, Math.PI * 2], o * 2, 2, 36, true), 'topDetail');
      if (look.outfit.style === 'turtleneck') onTorso('roll-neck', torso.patch(top - 0.06, top, () => [0, Math.PI * 2], o * 5, 3, 24, true), 'top', true);
      else onTorso('crew-neck', torso.patch(top - 0.035, top - 0.005, () => [0, Math.PI * 2], o * 2, 2, 24, true), 'topDetail');
      break;
    }
    case 'shirt': {
      for (const side of [1, -1]) onTorso(`collar-${side}`, torso.patch(top - 0.06, top - 0.005, () => (side > 0 ? [FRONT + 0.05, FRONT + 0.65] : [FRONT - 0.65, FRONT - 0.05]), o * 1.6, 3, 6), 'topDetail', true);
      onTorso('placket', torso.patch(0.05, top - 0.05, () => [FRONT - 0.05, FRONT + 0.05], o * 1.2, 8, 2), 'topDetail');
      break;
    }
    case 'tunic':
    case 'leotard':
    case 'sportswear': {
      if (look.outfit.style === 'sportswear') for (const side of [1, -1]) onTorso(`stripe-${side}`, torso.patch(0.0, top - 0.02, () => [FRONT + side * 1.35 - 0.06, FRONT + side * 1.35 + 0.06], o * 1.2, 8, 2), 'accent');
      else if (look.outfit.style === 'tunic') belt();
      else onTorso('neckline', v(0.28, top - 0.004, 0.3, 0.9, o, 4), 'topDetail');
      break;
    }
    default:
      break;
  }
  return pieces;
}
