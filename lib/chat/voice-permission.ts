'use client';

import { getBridge } from '@/lib/bridge';

/** Why a recording could not start: the person said no, there is no microphone, or the browser cannot record. */
export type MicrophoneProblem = 'denied' | 'noDevice' | 'unsupported';

export class MicrophoneError extends Error {
  constructor(readonly problem: MicrophoneProblem) {
    super(`microphone: ${problem}`);
    this.name = 'MicrophoneError';
  }
}

export const canRecordVoice = () =>
  typeof window !== 'undefined' && window.isSecureContext && !!navigator.mediaDevices?.getUserMedia && typeof MediaRecorder !== 'undefined';

/**
 * Opens the microphone. Inside the native wrappers the app's own permission (seed §6 recordAudioPermission)
 * is asked for first through the bridge, with its explaining dialog; the browser then asks (or remembers).
 */
export async function openMicrophone(): Promise<MediaStream> {
  if (!canRecordVoice()) throw new MicrophoneError('unsupported');
  const bridge = getBridge();
  if (bridge.app.inApp) {
    const state = await bridge.permission.check('recordAudioPermission');
    if (!state.isOpen) {
      const asked = await bridge.permission.change({ name: 'recordAudioPermission', isOpen: true, needDialog: true });
      if (!asked.isOpen) throw new MicrophoneError('denied');
    }
  }
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true } });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError') throw new MicrophoneError('denied');
    if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') throw new MicrophoneError('noDevice');
    throw new MicrophoneError('unsupported');
  }
}
