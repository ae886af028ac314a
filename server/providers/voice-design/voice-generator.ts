import { z } from 'zod';
import { createRandom } from '@/lib/seeded-random';
import { ApiError, ErrorCode } from '@/server/errors';
import type { Generator, GeneratorContext, GeneratorResult } from '@/server/jobs/generator';
import { decodeWav, encodeWav } from '../tts/pcm';
import type { SpeechModel } from '../tts/speech-model';
import { analyseVoice } from './voice-analysis';
import { describeDesign, type VoiceDesign } from './voice-design';
import { applyVoiceEffects } from './voice-effects';
import { matchVoice } from './voice-match';
import { sampleBytes, voiceSample } from './voice-sample';
import { designFromWords } from './voice-words';

/** What the preview says when the request names no sentence. */
export const DEFAULT_PREVIEW_TEXT = 'Hello! This is how I sound. It is lovely to meet you, shall we talk for a while?';

const previewText = z.string().trim().min(1).max(300).optional();
/** A remote voice's own name (`nova`, `onyx` …), used only when an OpenAI-compatible voice endpoint is set. */
const voiceName = z.string().trim().min(1).max(64).optional();

/** `app/voice/generate`: `direct` designs a voice from words, `clone` matches a recorded sample's pitch and pace. */
export const voiceGenerateInput = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('direct'), prompt: z.string().trim().min(1, 'Please enter prompt to generate.').max(300), previewText, voiceName }),
  z.object({ mode: z.literal('clone'), sample: voiceSample, previewText, voiceName }),
]);
export type VoiceGenerateInput = z.infer<typeof voiceGenerateInput>;

/**
 * The voice generator: the design (from words or a sample) becomes a role voice the TTS renders in chat,
 * and a preview clip of a sentence in that voice. The embedded voice adds the design's colour (brightness,
 * breath, roughness, robot) to the preview; a remote voice is previewed as the endpoint speaks it.
 */
export function createVoiceGenerator(speech: SpeechModel): Generator<VoiceGenerateInput> {
  return {
    kind: 'voice',
    input: voiceGenerateInput,
    cpuHeavy: true,
    run: (input, ctx) => generateVoice(speech, input, ctx),
  };
}

async function generateVoice(speech: SpeechModel, input: VoiceGenerateInput, ctx: GeneratorContext): Promise<GeneratorResult> {
  ctx.progress(5);
  const random = createRandom(String(ctx.seed), 'voice');
  let design: VoiceDesign;
  const resource: Record<string, unknown> = {};
  if (input.mode === 'direct') {
    const designed = designFromWords(input.prompt, random.next);
    design = designed.design;
    resource.prompt = input.prompt;
    resource.understood = designed.understood;
  } else {
    const pcm = decodeWav(sampleBytes(input.sample));
    const analysis = pcm && analyseVoice(pcm);
    if (!analysis) throw new ApiError(ErrorCode.InvalidParams, 'No speech was heard in the voice sample: record a few sentences in a quiet place.');
    design = matchVoice(analysis);
    resource.matchedFrom = analysis;
  }
  ctx.progress(30, 12);
  const text = input.previewText ?? DEFAULT_PREVIEW_TEXT;
  const voice = { voice: input.voiceName ?? design.voice, pitch: design.pitch, rate: design.rate, gender: design.gender };
  const spoken = await speech.synthesize({ text, voice, signal: ctx.signal });
  ctx.progress(80, 13);
  const pcm = spoken.mimeType === 'audio/wav' ? decodeWav(spoken.audio) : undefined;
  const file = pcm
    ? { name: 'preview.wav', contentType: 'audio/wav', bytes: encodeWav(applyVoiceEffects(pcm, design.effects, random.next)) }
    : { name: 'preview.mp3', contentType: 'audio/mpeg', bytes: spoken.audio };
  ctx.progress(100);
  return {
    files: [file],
    resource: {
      ...resource,
      mode: input.mode,
      // The seed's name for the mode is "clone"; what it makes is a match of pitch and pace, and it says so.
      method: input.mode === 'clone' ? 'voice match' : 'voice design',
      voice,
      effects: design.effects,
      description: describeDesign(design),
      previewText: text,
      durationMs: spoken.durationMs,
      speechModel: speech.name,
    },
    fileFields: { [file.name]: 'audioUrl' },
  };
}
