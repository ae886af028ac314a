import { FliteRunner } from './flite-runner';
import { fliteVoiceFor, type FliteVoice } from './role-voice';
import { readSegmentTimings } from './segment-timings';
import { SpeechModelError, type Speech, type SpeechModel, type SpeechRequest } from './speech-model';
import { readWav } from './wav';

/**
 * The embedded voice (DESIGN §5): flite 2.3 compiled to WASI, run in a child process. Offline, 60–70×
 * faster than real time with the voices the roles use (bench/README.md), and it reports when each
 * phoneme is heard, which drives the avatar's lip sync.
 */
export class FliteSpeechModel implements SpeechModel {
  readonly name = 'flite-2.3';

  constructor(private readonly runner = new FliteRunner()) {}

  async synthesize({ text, voice, signal }: SpeechRequest): Promise<Speech> {
    const run = await this.runner.run(fliteOptions(fliteVoiceFor(voice)), text, signal);
    if (run.exitCode !== 0 || !run.wav) throw new SpeechModelError('engine', `flite exited with code ${run.exitCode}: ${run.stderr.trim().slice(0, 200)}`);
    const wav = readWav(run.wav);
    if (!wav || wav.dataLength === 0) throw new SpeechModelError('bad-response', 'flite wrote no audio');
    const durationMs = Math.round(wav.durationMs);
    return { audio: run.wav, mimeType: 'audio/wav', durationMs, phonemes: readSegmentTimings(run.stdout, durationMs) };
  }

  close(): Promise<void> {
    return this.runner.close();
  }
}

/** flite's command-line options for a voice; `-psdur` prints each segment with its end time. */
export function fliteOptions(voice: FliteVoice): string[] {
  return [
    '-voice',
    voice.name,
    '--setf',
    `int_f0_target_mean=${voice.f0MeanHz}`,
    ...(voice.f0StddevHz === undefined ? [] : ['--setf', `int_f0_target_stddev=${voice.f0StddevHz}`]),
    '--setf',
    `duration_stretch=${voice.durationStretch}`,
    '-psdur',
  ];
}
