import { MPEGDecoder } from 'mpg123-decoder';
import type { StereoAudio } from './synthesizer';

/** Decodes an MP3 to stereo PCM (mpg123 compiled to WebAssembly); a mono file gives the same samples on both sides. */
export async function decodeMp3(mp3: Uint8Array): Promise<StereoAudio> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, samplesDecoded, sampleRate } = decoder.decode(mp3);
    const left = channelData[0]?.slice(0, samplesDecoded) ?? new Float32Array(0);
    const right = channelData[1]?.slice(0, samplesDecoded) ?? left;
    return { left, right, sampleRate };
  } finally {
    decoder.free();
  }
}
