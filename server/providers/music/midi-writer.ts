import { Midi } from '@tonejs/midi';
import { BEATS_PER_BAR, type Score } from './score';
import { keyName } from './theory';

const CC = { volume: 7, pan: 10, reverb: 91, chorus: 93 } as const;

/**
 * The score as a Standard MIDI File (format 1, one track per part, named by its role) that any DAW opens
 * and that the renderer plays; tick times keep every note exactly on the grid it was written on.
 */
export function writeMidi(score: Score): Uint8Array {
  const midi = new Midi();
  midi.name = score.title;
  midi.header.setTempo(score.bpm);
  midi.header.timeSignatures.push({ ticks: 0, timeSignature: [BEATS_PER_BAR, 4] });
  midi.header.meta.push({ ticks: 0, type: 'text', text: `${score.title} — ${keyName(score.key)}` });
  const ppq = midi.header.ppq;
  for (const part of score.parts) {
    const track = midi.addTrack();
    track.name = part.role;
    track.channel = part.channel;
    track.instrument.number = part.program;
    const cc = (number: number, value: number) => track.addCC({ number, value: value / 127, ticks: 0 });
    cc(CC.volume, part.volume);
    cc(CC.pan, part.pan);
    cc(CC.reverb, part.role === 'drums' ? Math.round(score.reverb * 0.6) : score.reverb);
    cc(CC.chorus, part.role === 'drums' || part.role === 'bass' ? 0 : score.chorus);
    for (const note of part.notes) {
      track.addNote({ midi: note.pitch, ticks: Math.round(note.start * ppq), durationTicks: Math.max(1, Math.round(note.duration * ppq)), velocity: note.velocity / 127 });
    }
  }
  return midi.toArray();
}
