// Voice design and animation generators: wall time and CPU per item, each against a peer in the same run —
// a voice preview against plain TTS of the same sentence in the voice the design chose (what the design adds: analysis,
// effects, WAV re-encoding), an animation against writing a plain library clip of the same length as VRMA.
import { designMotion } from '@/lib/avatar/motions/designed-motion';
import { MOTION_LIBRARY } from '@/lib/avatar/motions/library';
import { readMotionWords } from '@/lib/avatar/motions/motion-words';
import { writeVrma } from '@/lib/avatar/vrm/vrma-writer';
import { createRandom } from '@/lib/seeded-random';
import { createAnimationGenerator } from '@/server/providers/animation/animation-generator';
import { FliteSpeechModel } from '@/server/providers/tts/flite-speech-model';
import type { RoleVoice } from '@/server/providers/tts/speech-model';
import type { GeneratorContext } from '@/server/jobs/generator';
import { createVoiceGenerator, DEFAULT_PREVIEW_TEXT } from '@/server/providers/voice-design/voice-generator';
import { fmt, selfAndChildrenCpuMs } from './lib';

const VOICE_RUNS = 6;
const ANIMATION_RUNS = 60;
const VOICE_PROMPTS = ['warm, low, slow', 'bright cheerful girl', 'old gravelly man', 'whisper'];
const MOTION_PROMPTS = ['wave hello happily', 'shy bow', 'victory jump', 'sad sigh', 'dance a little', 'think with hand on chin'];

const context = (seed: number): GeneratorContext => ({ seed, signal: new AbortController().signal, progress: () => {} });

interface Cost {
  wallMs: number;
  cpuMs: number;
  items: number;
}

async function measure(cost: Cost, work: () => Promise<unknown>): Promise<void> {
  const cpu = selfAndChildrenCpuMs();
  const started = performance.now();
  await work();
  cost.wallMs += performance.now() - started;
  cost.cpuMs += selfAndChildrenCpuMs() - cpu;
  cost.items += 1;
}

const per = (cost: Cost) => `${fmt(cost.wallMs / cost.items)} ms, ${fmt(cost.cpuMs / cost.items)} ms CPU`;
const ratio = (a: Cost, b: Cost) => `${fmt(a.wallMs / a.items / (b.wallMs / b.items), 2)}× time, ${fmt(a.cpuMs / a.items / Math.max(1, b.cpuMs / b.items), 2)}× CPU`;

/** A 20-second spoken sample in an embedded voice, as a recording a person would send for a voice match. */
async function sampleRecording(speech: FliteSpeechModel): Promise<string> {
  const text = 'I grew up by the sea, and every morning I walked along the harbour to watch the boats come in. '.repeat(2);
  const spoken = await speech.synthesize({ text, voice: { gender: 'male', pitch: 0.85, rate: 1.1 }, signal: new AbortController().signal });
  return spoken.audio.toString('base64');
}

export async function benchVoiceAnimation(): Promise<string[]> {
  const speech = new FliteSpeechModel();
  const voice = createVoiceGenerator(speech);
  const animation = createAnimationGenerator();
  const lines: string[] = [];
  try {
    const sample = await sampleRecording(speech);
    const design = { wallMs: 0, cpuMs: 0, items: 0 };
    const match = { wallMs: 0, cpuMs: 0, items: 0 };
    const plain = { wallMs: 0, cpuMs: 0, items: 0 };
    await voice.run({ mode: 'direct', prompt: 'warm' }, context(0));
    // Taking turns, so a busy moment of the machine falls on all three.
    for (let i = 0; i < VOICE_RUNS; i++) {
      const prompt = VOICE_PROMPTS[i % VOICE_PROMPTS.length]!;
      let designedVoice: RoleVoice = {};
      await measure(design, async () => (designedVoice = (await voice.run({ mode: 'direct', prompt }, context(i))).resource.voice as RoleVoice));
      await measure(match, () => voice.run({ mode: 'clone', sample }, context(i)));
      await measure(plain, () => speech.synthesize({ text: DEFAULT_PREVIEW_TEXT, voice: designedVoice, signal: new AbortController().signal }));
    }
    lines.push(
      `Voice: ${VOICE_RUNS} previews of each, taking turns, of the ${DEFAULT_PREVIEW_TEXT.split(/\s+/).length}-word preview sentence; the embedded flite voice (its child process's CPU counted once it exits).`,
      '',
      '| item | per item | peer: plain TTS of the same sentence | item / peer |',
      '| --- | --- | --- | --- |',
      `| voice design from words (${VOICE_PROMPTS.map((p) => `"${p}"`).join(', ')}) | ${per(design)} | ${per(plain)} | ${ratio(design, plain)} |`,
      `| voice match of a 20 s WAV sample (analysis + preview) | ${per(match)} | ${per(plain)} | ${ratio(match, plain)} |`,
    );

    const designed = { wallMs: 0, cpuMs: 0, items: 0 };
    const library = { wallMs: 0, cpuMs: 0, items: 0 };
    let seconds = 0;
    for (let i = 0; i < ANIMATION_RUNS; i++) {
      const prompt = MOTION_PROMPTS[i % MOTION_PROMPTS.length]!;
      await measure(designed, async () => {
        const result = await animation.run({ prompt }, context(i));
        seconds += (result.resource.durationMs as number) / 1000;
      });
      // The peer: the library's own clip of the motion, the same length, written as VRMA without design.
      const motion = designMotion(readMotionWords(prompt)!, createRandom(String(i), 'motion'));
      const clip = MOTION_LIBRARY.appear[0]!;
      await measure(library, async () => writeVrma({ duration: motion.duration, sample: (t, ctx) => clip.sample(Math.min(t, clip.duration), ctx) }));
    }
    lines.push(
      '',
      `Animation: ${ANIMATION_RUNS} motions from ${MOTION_PROMPTS.length} prompts (mean ${fmt(seconds / ANIMATION_RUNS, 1)} s of motion at 30 frames a second, 20 bones).`,
      '',
      '| item | per item | peer: a library clip of the same length written as VRMA | item / peer |',
      '| --- | --- | --- | --- |',
      `| motion from words → VRMA | ${per(designed)} | ${per(library)} | ${ratio(designed, library)} |`,
    );
  } finally {
    await speech.close();
  }
  return lines;
}
