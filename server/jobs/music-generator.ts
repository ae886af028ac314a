import type { Env } from '@/server/env';
import { createMusicProvider } from '@/server/providers/music/create-music-provider';
import { musicInput, resolveBrief, type MusicInput } from '@/server/providers/music/music-brief';
import type { Generator } from './generator';

/** Where each kind's audio goes in the asset's resource (seed §3 Asset: bgmUrl, audioUrl). */
const AUDIO_FIELD = { bgm: 'bgmUrl', music: 'audioUrl' } as const;

/**
 * BGM and music (`app/bgm/generate`, `app/music/generate`): the same composer, but BGM loops (no intro or
 * ending; its last bar leads back into its first) and music is a piece with a beginning and an end. The
 * files are the MP3 and, from the composer, the MIDI it was rendered from, for anyone who wants to edit it.
 */
export function musicGenerator(kind: 'bgm' | 'music', env: Env): Generator<MusicInput> {
  const provider = createMusicProvider(env.music);
  return {
    kind,
    input: musicInput,
    cpuHeavy: true,
    async run(input, { seed, signal, progress }) {
      const brief = resolveBrief(input, seed, kind === 'bgm');
      const piece = await provider.make(brief, { signal, progress: (percent) => progress(percent) });
      const audioName = `${kind}.mp3`;
      const midiName = `${kind}.mid`;
      return {
        files: [
          { name: audioName, contentType: 'audio/mpeg', bytes: piece.mp3 },
          ...(piece.midi ? [{ name: midiName, contentType: 'audio/midi', bytes: piece.midi }] : []),
        ],
        resource: { durationMs: piece.durationMs, bpm: piece.bpm, key: piece.key, mood: brief.mood, genre: brief.genre, title: brief.title, loop: brief.loop, peaks: piece.peaks },
        fileFields: { [audioName]: AUDIO_FIELD[kind], ...(piece.midi ? { [midiName]: 'midiUrl' } : {}) },
      };
    },
  };
}
