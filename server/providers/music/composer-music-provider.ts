import { compose } from './compose';
import { fade, normalise, waveformPeaks, wrapTail } from './mastering';
import { writeMidi } from './midi-writer';
import type { MusicBrief } from './music-brief';
import type { MusicJob, MusicPiece, MusicProvider } from './music-provider';
import { encodeMp3 } from './mp3-encoder';
import { renderMidi } from './synthesizer';
import { keyName } from './theory';

/** How long a loop's last bar is let ring before its tail is laid over the loop's start. */
const LOOP_TAIL_SECONDS = 2;
const FADE_OUT_SECONDS = 1.2;
/** Shares of the progress bar: composing is instant, rendering is most of the work, encoding the rest. */
const RENDER_SHARE = 85;

/**
 * The embedded default: composes the piece, writes it as MIDI, plays it through the General MIDI sound
 * bank, masters it (loop tail, fades, loudness, limiter) and encodes it to MP3. The same brief gives the
 * same bytes.
 */
export class ComposerMusicProvider implements MusicProvider {
  readonly name = 'composer';

  async make(brief: MusicBrief, { signal, progress }: MusicJob): Promise<MusicPiece> {
    const score = compose(brief);
    const midi = writeMidi(score);
    const tail = brief.loop ? LOOP_TAIL_SECONDS : 0;
    const rendered = await renderMidi(midi, { seconds: brief.durationSeconds + tail, signal, progress: (done) => progress(Math.round(done * RENDER_SHARE)) });
    const audio = brief.loop ? wrapTail(rendered, brief.durationSeconds) : rendered;
    if (!brief.loop) fade(audio, FADE_OUT_SECONDS);
    normalise(audio);
    const mp3 = await encodeMp3(audio, signal);
    progress(100);
    return { mp3, midi, durationMs: Math.round(brief.durationSeconds * 1000), bpm: Math.round(score.bpm), key: keyName(score.key), peaks: waveformPeaks(audio) };
  }
}
