import { MotionType } from '@/lib/contracts/chat-codes';
import type { MotionName } from '@/lib/contracts/chat';
import { expressionOfCode, type Gesture } from '../emotions';
import { GESTURE_SECONDS, gestureFrame } from './emotion-gestures';
import { addLayers, envelope, idleLife, STAND, wave, type MotionClip, type Pose } from './pose';


/**
 * The bundled procedural motion library: every motion type of the seed (§9) maps to at least one clip.
 * Clips are functions of time on the humanoid bones, so they play on the procedural character and on any
 * VRM alike.
 */

const pose = (bones: Pose['bones'], hips: Pose['hips'] = [0, 0, 0]): Pose => ({ bones, hips });

const idle: MotionClip = {
  name: 'idle-breathe',
  duration: 20,
  loop: true,
  sample: (t, { phase, style }) => {
    const life = idleLife(t, phase, 1, style);
    return pose(addLayers(STAND, life.bones), life.hips);
  },
};

const idleHipShift: MotionClip = {
  name: 'idle-hip-shift',
  duration: 24,
  loop: true,
  sample: (t, { phase, style }) => {
    const life = idleLife(t, phase, 1.2, style);
    const shift = wave(t, 0.04, phase);
    return pose(
      addLayers(STAND, life.bones, {
        hips: [0, 0, 0.05 * shift],
        spine: [0, 0, -0.04 * shift],
        chest: [0, 0, -0.02 * shift],
        leftUpperLeg: [0, 0, -0.05 * shift],
        rightUpperLeg: [0, 0, -0.05 * shift],
        leftLowerLeg: [0.06 * Math.max(0, -shift), 0, 0],
        rightLowerLeg: [0.06 * Math.max(0, shift), 0, 0],
        leftHand: [0, 0, -0.05],
      }),
      [life.hips[0] + 0.025 * shift, life.hips[1] - 0.006 * Math.abs(shift), 0],
    );
  },
};

const listen: MotionClip = {
  name: 'listen-attentive',
  duration: 20,
  loop: true,
  sample: (t, { phase }) => {
    const life = idleLife(t, phase, 0.8);
    const nod = Math.max(0, wave(t, 0.35, phase)) ** 3;
    return pose(
      addLayers(STAND, life.bones, {
        leftUpperArm: [-0.45, 0, 0.25],
        rightUpperArm: [-0.45, 0, -0.25],
        leftLowerArm: [0, -1.05, 0],
        rightLowerArm: [0, 1.05, 0],
        leftHand: [0, -0.3, 0],
        rightHand: [0, 0.3, 0],
        spine: [0.04, 0, 0],
        head: [0.05 + 0.1 * nod, 0.04, 0.12],
      }),
      life.hips,
    );
  },
};

const talk: MotionClip = {
  name: 'talk-gesture',
  duration: 20,
  loop: true,
  sample: (t, { phase }) => {
    const life = idleLife(t, phase);
    // Hands rise and fall in phrases of a few seconds, like someone explaining.
    const phrase = 0.5 + 0.5 * wave(t, 0.21, phase);
    const beat = wave(t, 1.7, phase);
    const other = 0.5 + 0.5 * wave(t, 0.13, phase + 0.4);
    return pose(
      addLayers(STAND, life.bones, {
        rightUpperArm: [-0.35 * phrase, 0.1, -0.3 * phrase],
        rightLowerArm: [0, 0.9 * phrase + 0.12 * beat * phrase, 0],
        rightHand: [-0.3 * phrase, 0, 0.1 * beat * phrase],
        leftUpperArm: [-0.25 * other, 0, 0.18 * other],
        leftLowerArm: [0, -0.6 * other, 0],
        head: [0.03 * beat * phrase, 0.05 * wave(t, 0.3, phase), 0.04 * wave(t, 0.17)],
        spine: [0, 0.04 * wave(t, 0.21, phase), 0],
      }),
      life.hips,
    );
  },
};

const walk: MotionClip = {
  name: 'walk-in-place',
  duration: 10,
  loop: true,
  sample: (t, { style }) => {
    // Short legs take quicker, shorter steps and roll side to side on them; long ones stride.
    const hz = 0.9 * style.tempo;
    const k = style.stride;
    const s = wave(t, hz);
    const roll = wave(t, hz, 0.25) * style.roll;
    const lift = (x: number) => Math.max(0, x);
    return pose(
      addLayers(STAND, {
        leftUpperLeg: [-0.42 * k * s, 0, 0],
        rightUpperLeg: [0.42 * k * s, 0, 0],
        leftLowerLeg: [0.7 * k * lift(wave(t, hz, 0.1)), 0, 0],
        rightLowerLeg: [0.7 * k * lift(-wave(t, hz, 0.1)), 0, 0],
        leftFoot: [0.15 * k * s, 0, 0],
        rightFoot: [-0.15 * k * s, 0, 0],
        leftUpperArm: [0.4 * k * s, 0, 0.1],
        rightUpperArm: [-0.4 * k * s, 0, -0.1],
        leftLowerArm: [0, -0.35, 0],
        rightLowerArm: [0, 0.35, 0],
        hips: [0, 0.08 * s, 0.05 * roll],
        spine: [0.03, -0.12 * s, -0.04 * roll],
        head: [0, 0.04 * s, 0.02 * roll],
      }),
      [0.012 * roll, -0.02 + 0.018 * k * Math.abs(wave(t, hz * 2, 0.25)), 0],
    );
  },
};

/** Bounce on the knees on the beat, hips rolling, arms pumping: reads as dancing. */
const danceBounce: MotionClip = {
  name: 'dance-bounce',
  duration: 16,
  loop: true,
  sample: (t, { style }) => {
    const bpm = 120 * style.tempo;
    const beat = t * (bpm / 60);
    const down = 0.5 - 0.5 * Math.cos(beat * Math.PI * 2); // 0 on the beat top, 1 at the bottom
    const bar = Math.sin(beat * Math.PI); // one side per beat
    const pump = Math.sin(beat * Math.PI * 2);
    return pose(
      addLayers(STAND, {
        hips: [0, 0.12 * bar, 0.14 * bar],
        spine: [0.05 * down, -0.08 * bar, -0.1 * bar],
        chest: [0, -0.06 * bar, -0.06 * bar],
        neck: [0, 0, 0.04 * bar],
        head: [0.1 * down - 0.04, 0.08 * bar, 0.06 * bar],
        leftUpperLeg: [-0.3 * down, 0, -0.14 * bar],
        rightUpperLeg: [-0.3 * down, 0, -0.14 * bar],
        leftLowerLeg: [0.6 * down, 0, 0],
        rightLowerLeg: [0.6 * down, 0, 0],
        leftFoot: [-0.3 * down, 0, 0.14 * bar],
        rightFoot: [-0.3 * down, 0, 0.14 * bar],
        leftUpperArm: [-0.5 - 0.3 * pump, 0, 0.75 + 0.25 * bar],
        rightUpperArm: [-0.5 + 0.3 * pump, 0, -0.75 + 0.25 * bar],
        leftLowerArm: [0, -1.5 + 0.3 * pump, 0],
        rightLowerArm: [0, 1.5 + 0.3 * pump, 0],
        leftHand: [0, 0, 0.3 * pump],
        rightHand: [0, 0, 0.3 * pump],
      }),
      [0.05 * bar, -0.05 * down, 0],
    );
  },
};

/** Side steps with arms waving overhead. */
const danceWave: MotionClip = {
  name: 'dance-wave',
  duration: 16,
  loop: true,
  sample: (t) => {
    const beat = t * 2; // 120 bpm
    const side = Math.sin(beat * Math.PI * 0.5);
    const down = 0.5 - 0.5 * Math.cos(beat * Math.PI * 2);
    const sway = Math.sin(beat * Math.PI * 0.5 + 0.6);
    return pose(
      addLayers(STAND, {
        hips: [0, 0, 0.1 * side],
        spine: [0, 0.1 * sway, -0.12 * side],
        head: [0.05 * down, 0.1 * sway, 0.1 * side],
        leftUpperArm: [-0.2, 0, 1.9 + 0.35 * sway],
        rightUpperArm: [-0.2, 0, -1.9 + 0.35 * sway],
        leftLowerArm: [0, 0, 0.4 + 0.3 * sway],
        rightLowerArm: [0, 0, -0.4 + 0.3 * sway],
        leftHand: [0, 0, 0.3 * sway],
        rightHand: [0, 0, 0.3 * sway],
        leftUpperLeg: [-0.2 * down, 0, 0.12 * Math.max(0, side) - 0.1 * side],
        rightUpperLeg: [-0.2 * down, 0, -0.12 * Math.max(0, -side) - 0.1 * side],
        leftLowerLeg: [0.4 * down, 0, 0],
        rightLowerLeg: [0.4 * down, 0, 0],
        leftFoot: [-0.2 * down, 0, 0.1 * side],
        rightFoot: [-0.2 * down, 0, 0.1 * side],
      }),
      [0.06 * side, -0.035 * down, 0],
    );
  },
};

/**
 * A hello: a nod with a tilt of the head and a smile's lift of the chest while the right hand comes up
 * in front of the shoulder (the elbow stays low by the side, the forearm folds up) for two quick waves,
 * then straight back down to the relaxed stand. The hand is up for about a second.
 */
const appearWave: MotionClip = {
  name: 'appear-wave',
  duration: 2.4,
  loop: false,
  sample: (t, { phase, style }) => {
    const life = idleLife(t, phase, 1, style);
    // The forearm folds up in front ahead of the upper arm (and down after it), so the arm never reaches out.
    const up = envelope(t, 0.1, 0.65, 1.35, 2.05);
    const fold = envelope(t, 0.0, 0.6, 1.4, 2.0);
    const waving = wave(t, 2.4, 0.1) * envelope(t, 0.5, 0.65, 1.2, 1.4);
    const nod = envelope(t, 0.0, 0.3, 0.5, 0.9);
    return pose(
      addLayers(STAND, life.bones, {
        rightUpperArm: [-0.28 * up, 0.28 * up, -0.6 * up],
        rightLowerArm: [0, 1.65 * fold, -0.75 * fold + 0.3 * waving],
        rightHand: [0, 0, -0.15 * waving],
        head: [0.17 * nod - 0.03 * up, 0.06 * up, 0.09 * up],
        chest: [-0.03 * up, 0, 0],
        spine: [0.04 * nod, 0.05 * up, -0.03 * up],
      }),
      life.hips,
    );
  },
};

/** A stretch with both arms up. */
const activeStretch: MotionClip = {
  name: 'active-stretch',
  duration: 3.4,
  loop: false,
  sample: (t, { phase }) => {
    const life = idleLife(t, phase);
    const up = envelope(t, 0.2, 1.0, 2.4, 3.3);
    const lean = wave(t, 0.6) * envelope(t, 1.0, 1.4, 2.0, 2.4);
    return pose(
      addLayers(STAND, life.bones, {
        leftUpperArm: [-0.15 * up, 0, 2.55 * up],
        rightUpperArm: [-0.15 * up, 0, -2.55 * up],
        leftLowerArm: [0, 0, 0.3 * up],
        rightLowerArm: [0, 0, -0.3 * up],
        spine: [-0.08 * up, 0, 0.12 * lean],
        chest: [-0.06 * up, 0, 0.06 * lean],
        head: [-0.12 * up, 0, 0],
      }),
      [0, 0.01 * up, 0],
    );
  },
};

/** A little fist pump. */
const activePump: MotionClip = {
  name: 'active-pump',
  duration: 2.6,
  loop: false,
  sample: (t, { phase }) => {
    const life = idleLife(t, phase);
    const k = envelope(t, 0.1, 0.75, 1.9, 2.5);
    const pump = Math.max(0, wave(t, 2.4)) * envelope(t, 0.5, 0.7, 1.5, 1.9);
    return pose(
      addLayers(STAND, life.bones, {
        rightUpperArm: [-0.7 * k, 0, -0.6 * k - 0.3 * pump],
        rightLowerArm: [0, 2.0 * k, 0],
        leftUpperArm: [-0.2 * k, 0, 0],
        leftLowerArm: [0, -0.7 * k, 0],
        spine: [0.05 * pump, 0, 0],
        head: [0.08 * pump - 0.05 * k, 0, 0],
      }),
      [0, -0.015 * pump, 0],
    );
  },
};

/** Tucks the hair behind the ear and looks around: a daily, unhurried moment. */
const dailyHair: MotionClip = {
  name: 'daily-hair-tuck',
  duration: 3.6,
  loop: false,
  sample: (t, { phase }) => {
    const life = idleLife(t, phase);
    const k = envelope(t, 0.2, 0.9, 2.2, 3.2);
    const look = wave(t, 0.35) * envelope(t, 0.5, 1.2, 2.6, 3.4);
    return pose(
      addLayers(STAND, life.bones, {
        leftUpperArm: [-0.5 * k, 0.2 * k, 1.1 * k],
        leftLowerArm: [0, -2.2 * k, 0],
        leftHand: [0, 0, 0.3 * k],
        head: [0.04 * k, 0.35 * look, -0.12 * k],
        neck: [0, 0.1 * look, 0],
      }),
      life.hips,
    );
  },
};

/** Hands behind the back, rocking on the heels. */
const dailyRock: MotionClip = {
  name: 'daily-rock',
  duration: 4,
  loop: false,
  sample: (t, { phase }) => {
    const life = idleLife(t, phase);
    const k = envelope(t, 0.2, 0.8, 3.0, 3.9);
    const rock = wave(t, 0.9) * k;
    return pose(
      addLayers(STAND, life.bones, {
        leftUpperArm: [0.45 * k, 0, 0.15 * k],
        rightUpperArm: [0.45 * k, 0, -0.15 * k],
        leftLowerArm: [0, 0.7 * k, 0],
        rightLowerArm: [0, -0.7 * k, 0],
        spine: [0.04 * rock, 0, 0],
        leftFoot: [-0.12 * Math.max(0, rock), 0, 0],
        rightFoot: [-0.12 * Math.max(0, rock), 0, 0],
        head: [-0.03 * rock, 0.1 * wave(t, 0.3), 0.06 * k],
      }),
      [life.hips[0], life.hips[1] + 0.012 * Math.max(0, rock), life.hips[2] + 0.01 * rock],
    );
  },
};

/** An emotion's body language (emotion-gestures.ts) over the standing pose with its idle life. */
function gesturePose(gesture: Gesture, t: number, phase: number): Pose {
  const life = idleLife(t, phase);
  const frame = gestureFrame(gesture, t);
  return pose(addLayers(STAND, life.bones, frame.bones), [life.hips[0] + frame.hips[0], life.hips[1] + frame.hips[1], life.hips[2] + frame.hips[2]]);
}

/** One gesture as a clip of its own (the motion designer combines them). */
export function gestureClip(gesture: Gesture): MotionClip {
  return { name: `gesture-${gesture}`, duration: GESTURE_SECONDS, loop: false, sample: (t, { phase }) => gesturePose(gesture, t, phase) };
}

/** The emotion type plays the gesture of the emotion given in the options (lib/avatar/emotions.ts). */
const emotionGesture: MotionClip = {
  name: 'emotion-gesture',
  duration: GESTURE_SECONDS,
  loop: false,
  sample: (t, { phase, emotion }) => gesturePose(expressionOfCode(emotion).gesture, t, phase),
};

export const MOTION_LIBRARY: Record<MotionName, readonly MotionClip[]> = {
  appear: [appearWave],
  active: [activeStretch, activePump],
  daily: [dailyHair, dailyRock],
  emotion: [emotionGesture],
  perform: [danceBounce, danceWave],
  walk: [walk],
  talk: [talk],
  idle: [idle, idleHipShift],
  listen: [listen],
};

export const MOTION_NAMES = Object.keys(MotionType) as MotionName[];

/** Motion type names by their seed code (1 appear … 19 listen); unknown codes are idle. */
export function motionNameOfCode(code: number): MotionName {
  return MOTION_NAMES.find((name) => MotionType[name] === code) ?? 'idle';
}

/** Types that keep going until told otherwise; the others play once and settle. */
export const LOOPING_TYPES: ReadonlySet<MotionName> = new Set(['idle', 'talk', 'listen', 'walk', 'perform']);
