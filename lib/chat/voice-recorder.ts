'use client';

import { MAX_VOICE_SECONDS } from '@/lib/contracts/voice';
import { openMicrophone } from './voice-permission';
import { listenForWords, type TranscriptListener } from './voice-transcript';

/** A finished recording, ready to upload. */
export interface VoiceClip {
  blob: Blob;
  mime: string;
  durationMs: number;
  /** What the browser or the app heard, possibly nothing. */
  transcript: string;
}

/** The recorder's preference, best first: Opus in WebM (Chromium, Firefox), Ogg, then MP4/AAC (Safari). */
const MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4;codecs=mp4a.40.2', 'audio/mp4'];
/** Speech sounds clear at this rate and a full minute stays far under the upload limit. */
const BITS_PER_SECOND = 48_000;

const pickMime = () => MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? '';

/**
 * One recording from the microphone (MediaRecorder), with a loudness level for the meter and the words
 * heard alongside. It stops itself at the length limit (MAX_VOICE_SECONDS) and says so through `onLimit`.
 */
export class VoiceRecorder {
  private stream?: MediaStream;
  private recorder?: MediaRecorder;
  private audio?: AudioContext;
  private words?: TranscriptListener;
  private chunks: Blob[] = [];
  private startedAt = 0;
  private frame = 0;
  private limitTimer?: ReturnType<typeof setTimeout>;

  constructor(private readonly options: { lang: string; onLevel(level: number): void; onLimit(): void }) {}

  /** Asks for the microphone (MicrophoneError when refused) and starts recording. */
  async start(): Promise<void> {
    this.stream = await openMicrophone();
    const mime = pickMime();
    this.recorder = new MediaRecorder(this.stream, { ...(mime ? { mimeType: mime } : {}), audioBitsPerSecond: BITS_PER_SECOND });
    this.recorder.ondataavailable = (event) => {
      if (event.data.size > 0) this.chunks.push(event.data);
    };
    this.recorder.start(250);
    this.startedAt = performance.now();
    this.meter(this.stream);
    this.words = listenForWords(this.options.lang);
    this.limitTimer = setTimeout(() => this.options.onLimit(), MAX_VOICE_SECONDS * 1000);
  }

  elapsedMs(): number {
    return this.startedAt ? Math.min(performance.now() - this.startedAt, MAX_VOICE_SECONDS * 1000) : 0;
  }

  /** Stops and hands over the clip and its words. */
  async finish(): Promise<VoiceClip> {
    const recorder = this.recorder;
    if (!recorder) throw new Error('not recording');
    const durationMs = Math.round(this.elapsedMs());
    const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve(), { once: true }));
    if (recorder.state !== 'inactive') recorder.stop();
    const [, transcript] = await Promise.all([stopped, this.words?.finish() ?? Promise.resolve('')]);
    const mime = (recorder.mimeType || this.chunks[0]?.type || 'audio/webm').split(';')[0]!;
    const blob = new Blob(this.chunks, { type: mime });
    this.release();
    return { blob, mime, durationMs, transcript };
  }

  /** Throws the recording away. */
  cancel(): void {
    this.words?.cancel();
    if (this.recorder && this.recorder.state !== 'inactive') this.recorder.stop();
    this.release();
  }

  private meter(stream: MediaStream) {
    const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    this.audio = new Context();
    const analyser = this.audio.createAnalyser();
    analyser.fftSize = 512;
    this.audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const tick = () => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const s of samples) sum += s * s;
      // Speech sits around -30 dBFS RMS; spread -60…-10 dBFS over the meter's 0…1.
      const db = 20 * Math.log10(Math.sqrt(sum / samples.length) || 1e-6);
      this.options.onLevel(Math.min(1, Math.max(0, (db + 60) / 50)));
      this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
  }

  private release() {
    cancelAnimationFrame(this.frame);
    clearTimeout(this.limitTimer);
    this.stream?.getTracks().forEach((track) => track.stop());
    void this.audio?.close().catch(() => undefined);
    this.stream = undefined;
    this.recorder = undefined;
    this.audio = undefined;
    this.words = undefined;
  }
}
