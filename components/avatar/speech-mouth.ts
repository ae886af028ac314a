'use client';

import type { VisemeCue } from '@/lib/bridge/engine-commands';
import { MOUTH_SHAPES, type VisemeCue as ReplyVisemeCue } from '@/lib/contracts/chat-codes';
import { LipSync } from '@/lib/avatar/lip-sync';
import type { AvatarRig } from '@/lib/avatar/rig';

/** How long the last engine cue lasts when nothing follows it. */
const LAST_CUE_MS = 200;

/** A reply's viseme cues (start and end in ms) as the engine's (a start time in seconds), closing the gaps. */
export function toEngineVisemes(cues: readonly ReplyVisemeCue[]): VisemeCue[] {
  const out: VisemeCue[] = [];
  cues.forEach((cue, i) => {
    out.push({ time: cue.startMs / 1000, viseme: cue.viseme, weight: cue.weight });
    const next = cues[i + 1];
    if (!next || next.startMs > cue.endMs) out.push({ time: cue.endMs / 1000, viseme: 'closed', weight: 0 });
  });
  return out;
}

const MOUTHS = new Set<string>(MOUTH_SHAPES);

/** The engine's cues back as spans for the lip sync driver: each lasts until the next one starts. */
export function fromEngineVisemes(cues: readonly VisemeCue[]): ReplyVisemeCue[] {
  const sorted = cues.filter((c) => MOUTHS.has(c.viseme)).sort((a, b) => a.time - b.time);
  return sorted.map((cue, i) => {
    const startMs = Math.round(cue.time * 1000);
    const next = sorted[i + 1];
    return { viseme: cue.viseme as ReplyVisemeCue['viseme'], startMs, endMs: next ? Math.round(next.time * 1000) : startMs + LAST_CUE_MS, weight: cue.weight ?? 1 };
  });
}

const analysers = new WeakMap<HTMLAudioElement, AnalyserNode>();
let context: AudioContext | undefined;

/** An analyser on the element's output (an element can be routed into Web Audio only once). */
function analyserOf(audio: HTMLAudioElement): AnalyserNode | undefined {
  const known = analysers.get(audio);
  if (known) return known;
  try {
    context ??= new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    const source = context.createMediaElementSource(audio);
    source.connect(analyser);
    analyser.connect(context.destination);
    analysers.set(audio, analyser);
    return analyser;
  } catch {
    return undefined;
  }
}

/**
 * Follows a voice as it plays and moves the rig's mouth with lib/avatar's lip sync: from the phoneme
 * timings' mouth shapes when the voice has them (the embedded voice), else from its loudness.
 */
export class SpeechMouth {
  private readonly lipSync = new LipSync();
  private audio: HTMLAudioElement | null = null;
  private analyser: AnalyserNode | undefined;
  private samples: Float32Array<ArrayBuffer> | undefined;

  follow(audio: HTMLAudioElement, cues?: VisemeCue[]) {
    this.audio = audio;
    this.lipSync.reset();
    this.lipSync.setCues(cues?.length ? fromEngineVisemes(cues) : null);
    this.analyser = this.lipSync.hasCues ? undefined : analyserOf(audio);
    if (this.analyser && context?.state === 'suspended') void context.resume().catch(() => undefined);
    this.samples = this.analyser ? new Float32Array(this.analyser.fftSize) : undefined;
  }

  stop() {
    this.audio = null;
    this.lipSync.reset();
  }

  /** Moves the mouth for this frame; false when no voice is playing (the rig's own rest takes over). */
  update(rig: AvatarRig, deltaSeconds: number): boolean {
    const audio = this.audio;
    if (!audio) return false;
    if (audio.ended) {
      this.stop();
      this.lipSync.apply(rig);
      return false;
    }
    if (audio.paused) return false;
    if (this.lipSync.hasCues) this.lipSync.fromCues(audio.currentTime);
    else if (this.analyser && this.samples) {
      this.analyser.getFloatTimeDomainData(this.samples);
      let sum = 0;
      for (const s of this.samples) sum += s * s;
      this.lipSync.fromLoudness(Math.sqrt(sum / this.samples.length), deltaSeconds);
    } else return false;
    this.lipSync.apply(rig);
    return true;
  }
}
