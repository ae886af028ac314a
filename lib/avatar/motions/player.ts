import { Euler, Quaternion, Vector3 } from 'three';
import type { MotionName } from '@/lib/contracts/chat';
import { RIG_BONES, type PlayMotionOptions, type RigBone } from '../rig';
import { LOOPING_TYPES, MOTION_LIBRARY } from './library';
import { addLayers, NEUTRAL_STYLE, postureLayer, smoothstep, type MotionClip, type MotionContext, type MotionStyle, type Pose } from './pose';

/** A sampled pose as quaternions, ready to copy onto bones. */
export interface PoseFrame {
  rotations: Record<RigBone, Quaternion>;
  hips: Vector3;
}

const emptyFrame = (): PoseFrame => ({
  rotations: Object.fromEntries(RIG_BONES.map((bone) => [bone, new Quaternion()])) as Record<RigBone, Quaternion>,
  hips: new Vector3(),
});

const euler = new Euler();
/** Radians per second a cross-fade may turn a bone at its fastest. */
const MAX_FADE_SPEED = 4.5;

function frameOf(pose: Pose, out: PoseFrame): PoseFrame {
  for (const bone of RIG_BONES) {
    const r = pose.bones[bone];
    if (r) out.rotations[bone].setFromEuler(euler.set(r[0], r[1], r[2], 'XYZ'));
    else out.rotations[bone].identity();
  }
  out.hips.set(pose.hips[0], pose.hips[1], pose.hips[2]);
  return out;
}

function copyFrame(from: PoseFrame, to: PoseFrame): PoseFrame {
  for (const bone of RIG_BONES) to.rotations[bone].copy(from.rotations[bone]);
  to.hips.copy(from.hips);
  return to;
}

interface Playing {
  type: MotionName;
  clip: MotionClip;
  time: number;
  speed: number;
  loop: boolean;
  ctx: MotionContext;
}

/**
 * Plays motions of the library with cross-fades: the outgoing motion keeps moving while the incoming one
 * fades in (smoothstep), and a change during a fade starts from the pose shown at that moment, so bones
 * never jump. One-shot motions settle back into the base looping motion (idle, talk, listen, walk, perform).
 */
export class MotionPlayer {
  private current: Playing;
  private previous: Playing | null = null;
  /** The pose to fade from when a fade was interrupted. */
  private frozen: PoseFrame | null = null;
  private fadeTime = 0;
  private fadeDuration = 0;
  private base: MotionName = 'idle';
  private readonly out = emptyFrame();
  private readonly a = emptyFrame();
  private readonly b = emptyFrame();
  private random: () => number;

  private readonly posture: Pose['bones'];

  constructor(
    private readonly phase = 0,
    random: () => number = Math.random,
    private readonly style: MotionStyle = NEUTRAL_STYLE,
  ) {
    this.random = random;
    this.posture = postureLayer(style);
    this.current = this.start('idle', {});
    this.sampleInto(this.current, this.out);
  }

  play(type: MotionName, options: PlayMotionOptions = {}): void {
    const next = this.start(type, options);
    if (next.loop && (LOOPING_TYPES.has(type) || options.loop)) this.base = type;
    let fade = Math.max(0, options.fadeSeconds ?? 0.35);
    if (fade > 0) {
      // Far-apart poses get a longer fade so no bone turns faster than a person would move it.
      const target = this.sampleInto(next, this.a);
      let distance = 0;
      for (const bone of RIG_BONES) distance = Math.max(distance, this.out.rotations[bone].angleTo(target.rotations[bone]));
      fade = Math.max(fade, (1.5 * distance) / MAX_FADE_SPEED);
    }
    if (this.previous && this.fadeTime < this.fadeDuration) this.frozen = copyFrame(this.out, this.frozen ?? emptyFrame());
    else this.frozen = null;
    this.previous = this.current;
    this.current = next;
    this.fadeTime = 0;
    this.fadeDuration = fade;
    if (fade === 0) {
      this.previous = null;
      this.frozen = null;
    }
  }

  /** Advances and returns the blended pose (the same object every call: copy what you keep). */
  update(delta: number): PoseFrame {
    const dt = Math.max(0, delta);
    this.advance(this.current, dt);
    if (this.previous) this.advance(this.previous, dt);
    this.fadeTime += dt;

    if (!this.current.loop && this.current.time >= this.current.clip.duration) {
      // A finished one-shot hands over to the base motion with a fade of its own.
      this.play(this.base, { fadeSeconds: 0.5 });
      this.advance(this.current, 0);
    }

    this.sampleInto(this.current, this.b);
    if (this.fadeDuration > 0 && this.fadeTime < this.fadeDuration && (this.previous || this.frozen)) {
      const from = this.frozen ?? this.sampleInto(this.previous!, this.a);
      const w = smoothstep(0, 1, this.fadeTime / this.fadeDuration);
      for (const bone of RIG_BONES) this.out.rotations[bone].slerpQuaternions(from.rotations[bone], this.b.rotations[bone], w);
      this.out.hips.lerpVectors(from.hips, this.b.hips, w);
    } else {
      this.previous = null;
      this.frozen = null;
      copyFrame(this.b, this.out);
    }
    return this.out;
  }

  get state() {
    const fading = this.fadeDuration > 0 && this.fadeTime < this.fadeDuration;
    return {
      type: this.current.type,
      clip: this.current.clip.name,
      time: this.current.time,
      fade: fading ? this.fadeTime / this.fadeDuration : 1,
    };
  }

  private start(type: MotionName, options: PlayMotionOptions): Playing {
    const clips = MOTION_LIBRARY[type] ?? MOTION_LIBRARY.idle;
    const index = options.variant === undefined ? Math.floor(this.random() * clips.length) : Math.abs(Math.trunc(options.variant));
    const clip = options.clip ?? clips[index % clips.length]!;
    return {
      type,
      clip,
      // Loops start at a random point so repeats never look the same; one-shots from their start.
      time: clip.loop ? this.random() * clip.duration : 0,
      speed: options.speed ?? 1,
      loop: options.loop ?? clip.loop,
      ctx: { emotion: options.emotion ?? 6, phase: this.phase, style: this.style },
    };
  }

  private advance(playing: Playing, dt: number) {
    playing.time += dt * playing.speed;
    if (playing.loop && !playing.clip.loop && playing.time >= playing.clip.duration) playing.time %= playing.clip.duration;
  }

  private sampleInto(playing: Playing, out: PoseFrame): PoseFrame {
    const pose = playing.clip.sample(playing.time, playing.ctx);
    return frameOf(this.style === NEUTRAL_STYLE ? pose : { bones: addLayers(pose.bones, this.posture), hips: pose.hips }, out);
  }
}
