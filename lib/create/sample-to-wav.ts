'use client';

import { encodeWav, mixDown } from './wav-encoder';

/** A recording (WebM, Ogg or MP4 from MediaRecorder) decoded and written out as a mono WAV. */
export async function sampleToWav(recording: Blob): Promise<Blob> {
  const context = new AudioContext();
  try {
    const audio = await context.decodeAudioData(await recording.arrayBuffer());
    const samples = mixDown(Array.from({ length: audio.numberOfChannels }, (_, i) => audio.getChannelData(i)));
    return new Blob([encodeWav(samples, audio.sampleRate) as Uint8Array<ArrayBuffer>], { type: 'audio/wav' });
  } finally {
    void context.close();
  }
}
