import { FliteSpeechModel } from '../tts/flite-speech-model';
import { decodeWav, encodeWav, type Pcm } from '../tts/pcm';
import { analyseVoice } from './voice-analysis';
import { createVoiceGenerator, type VoiceGenerateInput } from './voice-generator';

const speech = new FliteSpeechModel();
const generator = createVoiceGenerator(speech);
afterAll(() => speech.close());

const run = async (body: unknown, seed = 1) => {
  const input = generator.input.parse(body) as VoiceGenerateInput;
  return generator.run(input, { seed, signal: new AbortController().signal, progress: () => {} });
};
type Result = Awaited<ReturnType<typeof run>>;
const measure = (bytes: Uint8Array) => analyseVoice(decodeWav(Buffer.from(bytes))!)!;
const seconds = (bytes: Uint8Array) => decodeWav(Buffer.from(bytes))!.samples.length / 16000;

/** Syllable-like bursts of a buzzy tone (a glottal pulse train) at a known pitch and pace, with pauses. */
function syntheticSpeech(f0Hz: number, syllablesPerSecond: number, totalSeconds: number, sampleRate = 16000): Pcm {
  const samples = new Float32Array(Math.round(totalSeconds * sampleRate));
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate;
    const phrase = t % 3 < 2.5 ? 1 : 0;
    const syllable = Math.sin(Math.PI * t * syllablesPerSecond) ** 2;
    let buzz = 0;
    for (let h = 1; h <= 12; h++) buzz += Math.sin(2 * Math.PI * f0Hz * h * t) / h;
    samples[i] = 0.25 * phrase * syllable * buzz;
  }
  return { samples, sampleRate };
}
const base64Wav = (pcm: Pcm) => encodeWav(pcm).toString('base64');

describe('voice design from words', () => {
  it('follows low, neutral and high words in the measured pitch of the preview', async () => {
    const [low, neutral, high] = (await Promise.all(['very deep low voice', 'a voice', 'very high squeaky voice'].map((prompt) => run({ mode: 'direct', prompt })))) as [Result, Result, Result];
    const f0 = [low, neutral, high].map((result) => measure(result.files[0]!.bytes).f0Hz) as [number, number, number];
    expect(f0[0]).toBeLessThan(f0[1] * 0.8);
    expect(f0[2]).toBeGreaterThan(f0[1] * 1.25);
  });

  it('follows slow and fast words in the length of the same sentence', async () => {
    const [slow, fast] = (await Promise.all(['slow calm voice', 'fast excited voice'].map((prompt) => run({ mode: 'direct', prompt })))) as [Result, Result];
    expect(seconds(slow.files[0]!.bytes)).toBeGreaterThan(seconds(fast.files[0]!.bytes) * 1.4);
  });

  it('designs the examples into voices that say what they are, with a preview file', async () => {
    const cases: [string, RegExp][] = [
      ['warm, low, slow', /low, slow, warm/],
      ['bright cheerful girl', /^female, high.*bright/],
      ['old gravelly man', /^male, low.*gravelly/],
      ['robotic', /robotic/],
      ['whisper', /whispering/],
    ];
    for (const [prompt, described] of cases) {
      const result = await run({ mode: 'direct', prompt });
      expect(result.resource.description).toMatch(described);
      expect(result.fileFields).toEqual({ 'preview.wav': 'audioUrl' });
      const pcm = decodeWav(Buffer.from(result.files[0]!.bytes))!;
      const peak = pcm.samples.reduce((max, x) => Math.max(max, Math.abs(x)), 0);
      expect(peak).toBeGreaterThan(0.1);
    }
  });

  it('makes the same bytes for the same seed and a slightly different voice for another', async () => {
    const [a, b, c] = (await Promise.all([1, 1, 2].map((seed) => run({ mode: 'direct', prompt: 'old gravelly man' }, seed)))) as [Result, Result, Result];
    expect(Buffer.from(a.files[0]!.bytes).equals(Buffer.from(b.files[0]!.bytes))).toBe(true);
    expect(c.resource.voice).not.toEqual(a.resource.voice);
  });
});

describe('voice match from a sample', () => {
  it('measures a synthetic sample at a known pitch and pace', () => {
    const analysis = analyseVoice(syntheticSpeech(120, 4, 9))!;
    expect(analysis.f0Hz).toBeGreaterThan(114);
    expect(analysis.f0Hz).toBeLessThan(126);
    expect(analysis.syllablesPerSecond).toBeGreaterThan(3.4);
    expect(analysis.syllablesPerSecond).toBeLessThan(4.6);
  });

  it('lands a low slow sample and a high fast one near their pitch and pace, and says it is a match', async () => {
    const low = await run({ mode: 'clone', sample: base64Wav(syntheticSpeech(110, 3.5, 9, 44100)) });
    const high = await run({ mode: 'clone', sample: base64Wav(syntheticSpeech(230, 6, 9)) });
    expect(low.resource.method).toBe('voice match');
    expect(low.resource.voice).toMatchObject({ gender: 'male', voice: 'awb' });
    expect(high.resource.voice).toMatchObject({ gender: 'female', voice: 'slt' });
    expect(measure(low.files[0]!.bytes).f0Hz).toBeGreaterThan(95);
    expect(measure(low.files[0]!.bytes).f0Hz).toBeLessThan(125);
    expect(measure(high.files[0]!.bytes).f0Hz).toBeGreaterThan(200);
    expect(measure(high.files[0]!.bytes).f0Hz).toBeLessThan(260);
    const rate = (result: typeof low) => (result.resource.voice as { rate: number }).rate;
    expect(rate(low)).toBeLessThan(0.8);
    expect(rate(high)).toBeGreaterThan(1.1);
    expect(seconds(low.files[0]!.bytes)).toBeGreaterThan(seconds(high.files[0]!.bytes) * 1.3);
  });

  it('matches a slow embedded voice as slower than a fast one', async () => {
    const say = (rate: number) => speech.synthesize({ text: 'I walked along the river for an hour, and then I sat down under the old bridge to rest.', voice: { gender: 'male', rate }, signal: new AbortController().signal });
    const [slow, fast] = await Promise.all([say(0.7), say(1.3)]);
    const [slowMatch, fastMatch] = (await Promise.all([slow, fast].map((s) => run({ mode: 'clone', sample: s.audio.toString('base64') })))) as [Result, Result];
    expect((slowMatch.resource.voice as { rate: number }).rate).toBeLessThan((fastMatch.resource.voice as { rate: number }).rate);
  });
});

describe('bad input', () => {
  const message = (body: unknown) => {
    const parsed = generator.input.safeParse(body);
    return parsed.success ? undefined : parsed.error.issues.map((issue) => issue.message).join('; ');
  };

  it('refuses empty words, a ten-minute sample and a sample that is not audio, in words', () => {
    expect(message({ mode: 'direct', prompt: '   ' })).toBe('Please enter prompt to generate.');
    const tenMinutes = encodeWav({ samples: new Float32Array(600 * 4000), sampleRate: 4000 }).toString('base64');
    expect(message({ mode: 'clone', sample: tenMinutes })).toMatch(/lasts 600 s: record 3 to 60 seconds/);
    expect(message({ mode: 'clone', sample: Buffer.from('<html>not a recording</html>').toString('base64') })).toMatch(/must be a WAV/);
    expect(message({ mode: 'sing', prompt: 'x' })).toBeDefined();
  });

  it('says so when a sample holds no speech', async () => {
    const silence = encodeWav({ samples: new Float32Array(16000 * 5), sampleRate: 16000 }).toString('base64');
    await expect(run({ mode: 'clone', sample: silence })).rejects.toThrow(/No speech was heard/);
  });
});
