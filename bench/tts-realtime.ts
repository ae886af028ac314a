// TTS real-time factor: the embedded flite (WASI in a child process, as the server runs it) against Debian's
// native flite command-line program on the same text with the same options, in the same run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fliteOptions, FliteSpeechModel } from '@/server/providers/tts/flite-speech-model';
import { fliteVoiceFor } from '@/server/providers/tts/role-voice';
import type { RoleVoice } from '@/server/providers/tts/speech-model';
import { readWav } from '@/server/providers/tts/wav';

const FLITE_CLI = '/usr/bin/flite';
const RUNS = 5;
/** The issue's target: the embedded voice at least 20× faster than real time. */
const TARGET_RTF = 20;

const PARAGRAPH =
  'The lighthouse keeper had not seen a ship in eleven days, so when the lantern of a small boat appeared ' +
  'beyond the rocks, she ran down the spiral stairs two at a time. The sea was rough and the wind tasted of ' +
  'salt and rain. "Hold on!" she shouted, though nobody could hear her over the waves. By the time the boat ' +
  'reached the harbour, the sky had turned the colour of old silver, and the three fishermen on board were ' +
  'laughing, soaked to the bone, and very glad to see a light that had never once gone out.';

const VOICES: [string, RoleVoice][] = [
  ['slt (female roles)', { gender: 'female', pitch: 1.25, rate: 1.1 }],
  ['awb (male roles)', { gender: 'male', pitch: 0.8, rate: 1 }],
  ['kal16 (diphone)', { gender: 'male', voice: 'kal16' }],
];

interface Figure {
  audioSeconds: number;
  wallSeconds: number;
}

const rtf = (f: Figure) => f.audioSeconds / f.wallSeconds;
const figureText = (f: Figure) => `${rtf(f).toFixed(0)}× real time (${f.audioSeconds.toFixed(1)} s of audio in ${(f.wallSeconds * 1000).toFixed(0)} ms)`;

async function embeddedRun(model: FliteSpeechModel, voice: RoleVoice, figure: Figure): Promise<void> {
  const started = performance.now();
  const speech = await model.synthesize({ text: PARAGRAPH, voice, signal: new AbortController().signal });
  figure.wallSeconds += (performance.now() - started) / 1000;
  figure.audioSeconds += speech.durationMs / 1000;
}

/** The native program, one process per synthesis (as a server shelling out to it would run it), same options. */
function cliRun(args: string[], wav: string, figure: Figure): void {
  const started = performance.now();
  const result = spawnSync(FLITE_CLI, args, { stdio: 'ignore' });
  figure.wallSeconds += (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`flite CLI exited with ${result.status}`);
  figure.audioSeconds += readWav(fs.readFileSync(wav))!.durationMs / 1000;
}

export async function benchTtsRealtime(): Promise<string[]> {
  const hasCli = fs.existsSync(FLITE_CLI);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-bench-tts-'));
  const model = new FliteSpeechModel();
  const text = path.join(dir, 'in.txt');
  const wav = path.join(dir, 'out.wav');
  fs.writeFileSync(text, PARAGRAPH);
  const lines = [`Paragraph of ${PARAGRAPH.split(/\s+/).length} words; per voice a warm-up, then ${RUNS} runs of each, taking turns; one synthesis at a time.`];
  if (!hasCli) lines.push(`flite CLI not installed (${FLITE_CLI}; \`apt-get install flite\`): only the embedded figure is shown.`);
  lines.push('', '| voice | embedded flite (WASI, child process) | flite CLI (Debian, native) | embedded / CLI |', '| --- | --- | --- | --- |');
  try {
    const coldStarted = performance.now();
    await model.synthesize({ text: 'Hello.', voice: VOICES[0]![1], signal: new AbortController().signal });
    const coldMs = performance.now() - coldStarted;
    let slowest = Infinity;
    for (const [label, voice] of VOICES) {
      const args = [...fliteOptions(fliteVoiceFor(voice)), '-f', text, '-o', wav];
      const wasm = { audioSeconds: 0, wallSeconds: 0 };
      const native = hasCli ? { audioSeconds: 0, wallSeconds: 0 } : undefined;
      // A warm-up of each, then the two in turns, so a busy moment of the machine falls on both.
      await embeddedRun(model, voice, { audioSeconds: 0, wallSeconds: 0 });
      if (native) cliRun(args, wav, { audioSeconds: 0, wallSeconds: 0 });
      for (let i = 0; i < RUNS; i++) {
        await embeddedRun(model, voice, wasm);
        if (native) cliRun(args, wav, native);
      }
      slowest = Math.min(slowest, rtf(wasm));
      lines.push(`| ${label} | ${figureText(wasm)} | ${native ? figureText(native) : 'flite CLI not installed'} | ${native ? `${((rtf(wasm) / rtf(native)) * 100).toFixed(0)}%` : '—'} |`);
    }
    lines.push(
      '',
      `First synthesis after start (child process start, WebAssembly compile, first run): ${coldMs.toFixed(0)} ms.`,
      `Target: embedded ≥ ${TARGET_RTF}× real time — ${slowest >= TARGET_RTF ? 'met' : 'NOT met'} (slowest voice ${slowest.toFixed(0)}×).`,
    );
    return lines;
  } finally {
    await model.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
