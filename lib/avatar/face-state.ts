import { VISEMES, type MouthShape, type VisemeName } from '@/lib/contracts/chat-codes';
import { BASE_EXPRESSIONS, type ExpressionWeights } from './rig';
import { expressionOfCode, NEUTRAL_EMOTION, weightsOf, zeroWeights } from './emotions';

/** What the face shows after one update: both rigs turn it into their own shapes. */
export interface FaceFrame {
  weights: ExpressionWeights;
  visemes: Record<VisemeName, number>;
  /** Eyelid closure 0–1. */
  blink: number;
  /** Extra cheek colour 0–1. */
  blush: number;
  /** Gaze offset from straight ahead in radians (yaw to the character's left, pitch up). */
  gaze: { yaw: number; pitch: number };
}

/** How long a reply's gaze cue holds the eyes when no other cue follows. */
export const GAZE_CUE_HOLD_S = 3;

const approach = (current: number, target: number, rate: number, dt: number) =>
  current + (target - current) * (1 - Math.exp(-rate * dt));

const zeroVisemes = () => Object.fromEntries(VISEMES.map((name) => [name, 0])) as Record<VisemeName, number>;

/**
 * The face's time line: an emotion eases in, holds, and returns to neutral by itself; blinks come at
 * random intervals (and are suppressed while the eyes are wide with surprise); the mouth follows viseme
 * targets with smoothing; idle glances look away from the target now and then and come back.
 */
export class FaceState {
  emotion = NEUTRAL_EMOTION;
  intensity = 0;
  private target = zeroWeights();
  private start = zeroWeights();
  private phaseTime = 0;
  private stage: 'rest' | 'in' | 'hold' | 'out' = 'rest';
  private hold = 0;
  private readonly weights = zeroWeights();

  private visemeTargets = zeroVisemes();
  private readonly visemes = zeroVisemes();

  private blinkTime = -1;
  private nextBlink: number;
  private blinkValue = 0;

  private glance = { yaw: 0, pitch: 0 };
  private glanceTarget = { yaw: 0, pitch: 0 };
  private nextGlance: number;
  private glanceHold = 0;
  private blush = 0;
  /** Where a reply's segment sends the eyes (the director's gaze cue), and for how long more. */
  private gazeCue: 'away' | 'down' | 'up' | undefined;
  private gazeCueLeft = 0;

  constructor(private readonly random: () => number = Math.random) {
    this.nextBlink = 1 + random() * 3;
    this.nextGlance = 3 + random() * 4;
  }

  /**
   * A reply's gaze cue: the eyes go away, down or up for `holdSeconds` (or until the next cue), over the emotion's own
   * gaze and without idle glances; null (the cue "user") brings them back to the person.
   */
  setGaze(cue: 'away' | 'down' | 'up' | null, holdSeconds = GAZE_CUE_HOLD_S) {
    this.gazeCue = cue ?? undefined;
    this.gazeCueLeft = cue ? holdSeconds : 0;
    if (cue) this.glanceTarget = { yaw: 0, pitch: 0 };
  }

  setExpression(code: number, intensity = 1, holdSeconds?: number) {
    const spec = expressionOfCode(code);
    this.emotion = spec === expressionOfCode(NEUTRAL_EMOTION) ? NEUTRAL_EMOTION : Math.trunc(code);
    this.intensity = Math.max(0, Math.min(1, intensity));
    this.start = { ...this.weights };
    this.target = weightsOf(code, this.intensity);
    this.hold = holdSeconds ?? spec.holdSeconds;
    this.phaseTime = 0;
    this.stage = 'in';
  }

  /** One mouth shape as the target (the others ease out); 'closed' closes the mouth. */
  setViseme(name: MouthShape, weight: number) {
    this.visemeTargets = zeroVisemes();
    if (name !== 'closed' && VISEMES.includes(name)) this.visemeTargets[name] = Math.max(0, Math.min(1, weight));
  }

  /** A blend of mouth shapes as the target (lip sync between two cues). */
  setVisemes(weights: Partial<Record<VisemeName, number>>) {
    this.visemeTargets = zeroVisemes();
    for (const name of VISEMES) this.visemeTargets[name] = Math.max(0, Math.min(1, weights[name] ?? 0));
  }

  blink() {
    if (this.blinkTime < 0) this.blinkTime = 0;
  }

  /** Seconds left at full strength before the return to neutral. */
  get holdRemaining() {
    return this.stage === 'hold' ? Math.max(0, this.hold - this.phaseTime) : this.stage === 'in' ? this.hold : 0;
  }

  get blinkAmount() {
    return this.blinkValue;
  }

  update(dt: number): FaceFrame {
    const spec = expressionOfCode(this.emotion);
    this.phaseTime += dt;
    if (this.stage === 'in') {
      const k = Math.min(1, this.phaseTime / Math.max(0.01, spec.fadeIn));
      const e = k * k * (3 - 2 * k);
      for (const name of BASE_EXPRESSIONS) this.weights[name] = this.start[name] + (this.target[name] - this.start[name]) * e;
      if (k >= 1) this.next('hold');
    } else if (this.stage === 'hold') {
      if (this.phaseTime >= this.hold) this.next('out');
    } else if (this.stage === 'out') {
      const k = Math.min(1, this.phaseTime / Math.max(0.01, spec.fadeOut));
      const e = k * k * (3 - 2 * k);
      for (const name of BASE_EXPRESSIONS) this.weights[name] = this.target[name] * (1 - e);
      if (k >= 1) {
        this.next('rest');
        this.emotion = NEUTRAL_EMOTION;
        this.intensity = 0;
      }
    }

    for (const name of VISEMES) {
      // Opening is quick, closing a little slower: speech reads as smooth rather than flapping.
      const rate = this.visemeTargets[name] > this.visemes[name] ? 28 : 16;
      this.visemes[name] = approach(this.visemes[name], this.visemeTargets[name], rate, dt);
    }

    this.updateBlink(dt);
    const showing = this.stage === 'rest' ? 0 : this.stage === 'out' ? 1 - Math.min(1, this.phaseTime / Math.max(0.01, spec.fadeOut)) : 1;
    this.blush = approach(this.blush, (spec.blush ?? 0) * this.intensity * showing, 3, dt);
    this.updateGaze(dt, spec.gaze, showing * this.intensity);

    return {
      weights: this.weights,
      visemes: this.visemes,
      blink: this.blinkValue,
      blush: this.blush,
      gaze: this.glance,
    };
  }

  private next(stage: FaceState['stage']) {
    this.stage = stage;
    this.phaseTime = 0;
  }

  private updateBlink(dt: number) {
    const wide = this.weights.surprised;
    // Smiling eyes are already half closed; blinks happen anyway but surprise holds them open.
    this.nextBlink -= dt * (1 - 0.7 * wide);
    if (this.nextBlink <= 0 && this.blinkTime < 0) {
      this.blinkTime = 0;
      // Sometimes a double blink, mostly one every 2–6 s.
      this.nextBlink = this.random() < 0.15 ? 0.35 : 2 + this.random() * 4;
    }
    if (this.blinkTime >= 0) {
      this.blinkTime += dt;
      const closeS = 0.07;
      const openS = 0.13;
      this.blinkValue =
        this.blinkTime < closeS ? this.blinkTime / closeS : Math.max(0, 1 - (this.blinkTime - closeS) / openS);
      if (this.blinkTime >= closeS + openS) {
        this.blinkTime = -1;
        this.blinkValue = 0;
      }
    }
  }

  private updateGaze(dt: number, emotionMood: 'down' | 'away' | 'up' | undefined, emotionStrength: number) {
    if (this.gazeCue) {
      this.gazeCueLeft -= dt;
      if (this.gazeCueLeft <= 0) this.gazeCue = undefined;
    }
    const mood = this.gazeCue ?? emotionMood;
    const strength = this.gazeCue ? 1 : emotionStrength;
    this.nextGlance -= dt;
    if (this.gazeCue) {
      // A cue holds the eyes where it sends them: no idle glance meanwhile.
      this.nextGlance = Math.max(this.nextGlance, 1);
    } else if (this.glanceHold > 0) {
      this.glanceHold -= dt;
      if (this.glanceHold <= 0) this.glanceTarget = { yaw: 0, pitch: 0 };
    } else if (this.nextGlance <= 0) {
      this.nextGlance = 3 + this.random() * 5;
      this.glanceHold = 0.5 + this.random() * 1.1;
      this.glanceTarget = { yaw: (this.random() - 0.5) * 0.5, pitch: (this.random() - 0.6) * 0.18 };
    }
    const moodYaw = mood === 'away' ? 0.35 * strength : 0;
    const moodPitch = mood === 'down' ? -0.28 * strength : mood === 'up' ? 0.22 * strength : 0;
    this.glance.yaw = approach(this.glance.yaw, this.glanceTarget.yaw + moodYaw, 10, dt);
    this.glance.pitch = approach(this.glance.pitch, this.glanceTarget.pitch + moodPitch, 10, dt);
  }
}

export function dominantViseme(visemes: Record<VisemeName, number>): { name: MouthShape; weight: number } {
  let name: MouthShape = 'closed';
  let weight = 0;
  for (const v of VISEMES) {
    if (visemes[v] > weight) {
      name = v;
      weight = visemes[v];
    }
  }
  return weight < 0.05 ? { name: 'closed', weight: 0 } : { name, weight };
}
