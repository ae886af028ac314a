'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { MIN_VOICE_MS } from '@/lib/contracts/voice';
import { MicrophoneError, type MicrophoneProblem } from './voice-permission';
import { VoiceRecorder, type VoiceClip } from './voice-recorder';

export type VoiceRecordingPhase = 'idle' | 'starting' | 'recording' | 'sending';
export type VoiceRecordingProblem = MicrophoneProblem | 'tooShort' | 'failed';

/** Meter bars kept on screen, one every LEVEL_STEP_MS: the last 3.2 seconds of loudness. */
export const LEVEL_BARS = 32;
const LEVEL_STEP_MS = 100;

export interface VoiceRecording {
  phase: VoiceRecordingPhase;
  elapsedMs: number;
  /** Loudness 0…1, newest last, LEVEL_BARS of them. */
  levels: number[];
  start(): Promise<void>;
  /** Stops and sends what was recorded. */
  finish(): Promise<void>;
  cancel(): void;
}

/**
 * The state of the composer's microphone: asks for it, records with a live timer and level meter, and
 * hands the clip to `onClip` (which uploads and sends it). Problems go to `onProblem`, to be shown.
 */
export function useVoiceRecording(options: { lang: string; onClip(clip: VoiceClip): Promise<void>; onProblem(problem: VoiceRecordingProblem): void }): VoiceRecording {
  const [phase, setPhase] = useState<VoiceRecordingPhase>('idle');
  const [elapsedMs, setElapsed] = useState(0);
  const [levels, setLevels] = useState<number[]>(() => Array<number>(LEVEL_BARS).fill(0));
  const recorder = useRef<VoiceRecorder | undefined>(undefined);
  const level = useRef(0);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const finishRef = useRef<() => Promise<void>>(async () => undefined);

  const start = useCallback(async () => {
    if (recorder.current) return;
    const next = new VoiceRecorder({
      lang: latest.current.lang,
      onLevel: (value) => {
        level.current = Math.max(level.current, value);
      },
      // At the length limit the clip is sent as it is, as a person would expect from a full recording.
      onLimit: () => void finishRef.current(),
    });
    recorder.current = next;
    setPhase('starting');
    setElapsed(0);
    setLevels(Array<number>(LEVEL_BARS).fill(0));
    try {
      await next.start();
      if (recorder.current === next) setPhase('recording');
    } catch (error) {
      if (recorder.current === next) recorder.current = undefined;
      next.cancel();
      setPhase('idle');
      latest.current.onProblem(error instanceof MicrophoneError ? error.problem : 'unsupported');
    }
  }, []);

  const cancel = useCallback(() => {
    recorder.current?.cancel();
    recorder.current = undefined;
    setPhase('idle');
  }, []);

  const finish = useCallback(async () => {
    const current = recorder.current;
    if (!current) return;
    if (current.elapsedMs() < MIN_VOICE_MS) {
      cancel();
      return latest.current.onProblem('tooShort');
    }
    recorder.current = undefined;
    setPhase('sending');
    try {
      await latest.current.onClip(await current.finish());
    } catch {
      latest.current.onProblem('failed');
    } finally {
      setPhase('idle');
    }
  }, [cancel]);
  useEffect(() => {
    finishRef.current = finish;
  }, [finish]);

  useEffect(() => {
    if (phase !== 'recording') return;
    const timer = setInterval(() => {
      setElapsed(recorder.current?.elapsedMs() ?? 0);
      const value = level.current;
      level.current = 0;
      setLevels((prev) => [...prev.slice(1), value]);
    }, LEVEL_STEP_MS);
    return () => clearInterval(timer);
  }, [phase]);

  // Leaving the chat mid-recording lets the microphone go.
  useEffect(() => () => recorder.current?.cancel(), []);

  return { phase, elapsedMs, levels, start, finish, cancel };
}
