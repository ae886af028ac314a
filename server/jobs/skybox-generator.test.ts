import sharp from 'sharp';
import { ProceduralSkyboxRenderer } from '@/server/providers/skybox/procedural-skybox-renderer';
import { skyboxGenerator } from './skybox-generator';
import { generatorFactories } from './generators';
import { parseEnv } from '@/server/env';

/** A narrow painter keeps the test quick; the files are still the stored sizes. */
const generator = skyboxGenerator(new ProceduralSkyboxRenderer(256));

const run = (body: unknown, seed = 5, signal = new AbortController().signal) => {
  const progress: number[] = [];
  const input = generator.input.parse(body);
  return generator.run(input, { seed, signal, progress: (p) => progress.push(p) }).then((result) => ({ result, progress }));
};

describe('skybox generator', () => {
  it('is the table entry for the skybox kind, CPU-heavy, and validates its input', () => {
    const made = generatorFactories.skybox!(parseEnv({}));
    expect(made).toMatchObject({ kind: 'skybox', cpuHeavy: true });
    expect(made.input.safeParse({ prompt: '   ' }).error?.issues[0]).toMatchObject({ path: ['prompt'], message: 'Please enter prompt to generate.' });
    expect(made.input.safeParse({ prompt: 'x'.repeat(1001) }).success).toBe(false);
    expect(made.input.safeParse({ prompt: 'beach', setting: 'moon' }).error?.issues[0]?.path).toEqual(['setting']);
    expect(made.input.safeParse({ prompt: 'beach', colour: 'red' }).success).toBe(false);
    expect(made.input.safeParse({}).error?.issues[0]?.path).toEqual(['prompt']);
  });

  it('makes a 4096×2048 panorama under url and a 1024×512 preview under cardUrl, with the scene and its palette', async () => {
    const { result, progress } = await run({ prompt: 'a quiet beach at sunset' });
    expect(result.fileFields).toEqual({ 'panorama.webp': 'url', 'preview.webp': 'cardUrl' });
    const [panorama, preview] = result.files;
    expect(await sharp(panorama!.bytes).metadata()).toMatchObject({ format: 'webp', width: 4096, height: 2048 });
    expect(await sharp(preview!.bytes).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 512 });
    expect(result.resource).toMatchObject({ timeOfDay: 'sunset', weather: 'clear', setting: 'beach', painter: 'procedural', palette: { sun: expect.stringMatching(/^#[0-9a-f]{6}$/), ambient: expect.stringMatching(/^#[0-9a-f]{6}$/) } });
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('gives the same bytes for the same seed and prompt, and another picture for another prompt', async () => {
    const a = await run({ prompt: 'city skyline at night' }, 9);
    const b = await run({ prompt: 'city skyline at night' }, 9);
    const c = await run({ prompt: 'snowy forest at dawn' }, 9);
    expect(Buffer.from(a.result.files[0]!.bytes).equals(Buffer.from(b.result.files[0]!.bytes))).toBe(true);
    expect(Buffer.from(a.result.files[1]!.bytes).equals(Buffer.from(c.result.files[1]!.bytes))).toBe(false);
    const mean = async (bytes: Uint8Array) => (await sharp(bytes).stats()).channels.map((ch) => ch.mean);
    const [night, dawn] = [await mean(a.result.files[1]!.bytes), await mean(c.result.files[1]!.bytes)];
    expect(night.reduce((s, v) => s + v, 0)).toBeLessThan(dawn.reduce((s, v) => s + v, 0));
  });

  it('stops when the task is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(run({ prompt: 'meadow' }, 1, controller.signal)).rejects.toThrow();
  });
});
