import { writeFileSync } from 'node:fs';
import { Midi } from '@tonejs/midi';
import { ComposerMusicProvider } from '@/server/providers/music/composer-music-provider';
import { musicInput, resolveBrief } from '@/server/providers/music/music-brief';
import { decodeMp3 } from '@/server/providers/music/mp3-audio';
import { rmsDb } from '@/server/providers/music/mastering';
import { compose } from '@/server/providers/music/compose';
import { inKey } from '@/server/providers/music/theory';

function bandEnergy(x: Float32Array, sr: number, lo: number, hi: number): number {
  // crude: energy of one-pole bandpass = highpass(lo) then lowpass(hi)
  const a1 = Math.exp(-2 * Math.PI * lo / sr), a2 = Math.exp(-2 * Math.PI * hi / sr);
  let lp1 = 0, lp2 = 0, e = 0;
  for (let i = 0; i < x.length; i++) { lp1 = (1 - a1) * x[i]! + a1 * lp1; const hp = x[i]! - lp1; lp2 = (1 - a2) * hp + a2 * lp2; e += lp2 * lp2; }
  return 10 * Math.log10(e / x.length);
}
async function main() {
  const combos = process.argv.slice(2).map((s) => s.split(':'));
  const provider = new ComposerMusicProvider();
  for (const [mood, genre, secs, loop] of combos) {
    const brief = resolveBrief(musicInput.parse({ mood, genre, durationSeconds: Number(secs) }), 7, loop === 'loop');
    const t = performance.now(); const c0 = process.cpuUsage();
    const piece = await provider.make(brief, { signal: new AbortController().signal, progress: () => {} });
    const cpu = process.cpuUsage(c0);
    const name = `/tmp/music/${mood}-${genre}-${secs}${loop ?? ''}`;
    writeFileSync(`${name}.mp3`, piece.mp3); writeFileSync(`${name}.mid`, piece.midi!);
    const audio = await decodeMp3(piece.mp3);
    const sr = audio.sampleRate;
    // quiet runs
    const win = sr / 20; let run = 0, longest = 0;
    for (let s = 0; s + win <= audio.left.length; s += win) { let p = 0; for (let i = s; i < s + win; i++) p = Math.max(p, Math.abs(audio.left[i]!)); run = p < 0.01 ? run + 1 : 0; longest = Math.max(longest, run); }
    let peak = 0; for (let i = 0; i < audio.left.length; i++) peak = Math.max(peak, Math.abs(audio.left[i]!));
    const score = compose(brief);
    const mel = score.parts.find((p) => p.role === 'melody')!.notes;
    const inkey = mel.filter((n) => inKey(score.key, n.pitch)).length / mel.length;
    // drums: onset strength at 16th grid vs halfway between 16ths
    const beatSec = 60 / score.bpm;
    const env = (t0: number) => { const s = Math.round(t0 * sr); let e = 0; for (let i = s; i < Math.min(audio.left.length, s + sr / 100); i++) e += audio.left[i]! ** 2; let b = 0; for (let i = Math.max(0, s - sr / 100); i < s; i++) b += audio.left[i]! ** 2; return e - b; };
    let on = 0, off = 0;
    for (let t0 = beatSec * 0.0; t0 < brief.durationSeconds - 1; t0 += beatSec) { on += Math.max(0, env(t0 + 0.003)); off += Math.max(0, env(t0 + beatSec * 0.375)); }
    const midi = new Midi(piece.midi!);
    const bands = [[30, 120], [120, 500], [500, 2000], [2000, 8000]].map(([lo, hi]) => bandEnergy(audio.left, sr, lo!, hi!).toFixed(0));
    console.log(`${name}: "${brief.title}" ${piece.key} ${piece.bpm}bpm ${(piece.durationMs / 1000).toFixed(1)}s decoded ${(audio.left.length / sr).toFixed(2)}s rms ${rmsDb(audio).toFixed(1)} peak ${peak.toFixed(2)} longestQuiet ${longest * 50}ms melodyInKey ${(inkey * 100).toFixed(0)}% onBeat/off ${(on / Math.max(off, 1e-9)).toFixed(1)} bands ${bands.join('/')} tracks ${midi.tracks.map((t) => `${t.name}:${t.notes.length}`).join(',')} cpu ${((cpu.user + cpu.system) / 1e6).toFixed(1)}s wall ${((performance.now() - t) / 1000).toFixed(1)}s`);
    console.log('  peaks ' + piece.peaks.map((p) => Math.round(p * 9)).join(''));
  }
}
void main();
