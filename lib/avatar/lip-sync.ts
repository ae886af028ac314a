import { VISEMES, type VisemeCue, type VisemeName } from '@/lib/contracts/chat-codes';
import type { AvatarRig } from './rig';

export type VisemeWeights = Record<VisemeName, number>;

const zero = (): VisemeWeights => ({ aa: 0, ih: 0, ou: 0, ee: 0, oh: 0 });

/** Milliseconds over which one mouth shape hands over to the next. */
export const CUE_BLEND_MS = 70;

/**
 * Mouth shapes at a moment of a voiced reply, from its viseme cues: each cue ramps in and out over
 * `blendMs` around its edges, so neighbouring shapes cross-fade instead of snapping; `closed` cues and
 * gaps close the mouth. Cues must be in time order.
 */
export function visemeWeightsAt(cues: readonly VisemeCue[], timeMs: number, blendMs = CUE_BLEND_MS): VisemeWeights {
  const out = zero();
  if (!cues.length) return out;
  const half = blendMs / 2;
  // The last cue that starts before the blend window ends; its neighbours are the only others that matter.
  let lo = 0;
  let hi = cues.length - 1;
  let at = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cues[mid]!.startMs - half <= timeMs) {
      at = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  for (let i = Math.max(0, at - 2); i <= Math.min(cues.length - 1, at + 1); i++) {
    const cue = cues[i]!;
    if (cue.viseme === 'closed') continue;
    const rise = Math.min(1, Math.max(0, (timeMs - (cue.startMs - half)) / blendMs));
    const fall = Math.min(1, Math.max(0, (cue.endMs + half - timeMs) / blendMs));
    const w = Math.min(rise, fall) * cue.weight;
    if (w > 0) out[cue.viseme] = Math.min(1, out[cue.viseme] + w);
  }
  return out;
}

/** Loudness (RMS of the signal, 0–1) below which the mouth stays shut, and the gain above it. */
const NOISE_FLOOR = 0.015;
const GAIN = 7;

/**
 * Drives a rig's mouth while a reply is spoken: from the reply's viseme cues against the audio's
 * current time (the embedded voice reports phoneme timings), or from the loudness of the audio (an
 * AnalyserNode's RMS) for remote voices without cues. Call `update` once per frame, then `apply`.
 */
export class LipSync {
  private cues: VisemeCue[] = [];
  private level = 0;
  private phase = 0;
  private weights = zero();

  /** The cues of the reply about to play (sorted here). */
  setCues(cues: readonly VisemeCue[] | null | undefined): void {
    this.cues = cues ? [...cues].sort((a, b) => a.startMs - b.startMs) : [];
  }

  get hasCues(): boolean {
    return this.cues.length > 0;
  }

  /** Mouth shapes at the audio's current time (seconds). */
  fromCues(currentTimeSeconds: number): VisemeWeights {
    this.weights = visemeWeightsAt(this.cues, currentTimeSeconds * 1000);
    return this.weights;
  }

  /**
   * Mouth shapes from loudness: opens quickly with the voice, closes a little slower, and wanders
   * between open vowels so a long sound does not read as one frozen shape.
   */
  fromLoudness(rms: number, deltaSeconds: number): VisemeWeights {
    const open = Math.min(1, Math.max(0, (rms - NOISE_FLOOR) * GAIN));
    const rate = open > this.level ? 30 : 12;
    this.level += (open - this.level) * (1 - Math.exp(-rate * Math.max(0, deltaSeconds)));
    this.phase += Math.max(0, deltaSeconds) * 5.3;
    const l = this.level < 0.03 ? 0 : this.level;
    const wander = 0.5 + 0.5 * Math.sin(this.phase);
    this.weights = { aa: l * (0.45 + 0.4 * wander), oh: l * 0.45 * (1 - wander), ih: l * 0.2 * wander, ee: 0, ou: l * 0.15 * (1 - wander) };
    return this.weights;
  }

  /** Silence: the mouth closes. */
  reset(): void {
    this.cues = [];
    this.level = 0;
    this.weights = zero();
  }

  /** Sends the current shapes to the rig (which smooths them further). */
  apply(rig: AvatarRig): void {
    if (rig.setVisemes) {
      rig.setVisemes(this.weights);
      return;
    }
    let best: VisemeName | null = null;
    for (const name of VISEMES) if (!best || this.weights[name] > this.weights[best]) best = name;
    if (best && this.weights[best] > 0.02) rig.setViseme(best, this.weights[best]);
    else rig.setViseme('closed', 0);
  }
}
