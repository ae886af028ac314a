// Space panoramas: time and CPU per 4096×2048 panorama (painted, then encoded with its preview), against the
// procedural cover renderer (a 720×960 portrait, SVG → WebP) measured in the same run.
import { renderCoverWebp } from '@/server/providers/image/cover-renderer';
import { lookFromSeed } from '@/server/providers/image/cover-svg';
import { skyboxGenerator } from '@/server/jobs/skybox-generator';
import { ProceduralSkyboxRenderer } from '@/server/providers/skybox/procedural-skybox-renderer';

const PROMPTS = ['a sunny meadow with flowers', 'city skyline at night', 'a cosy bedroom in the morning', 'rainy street at dusk', 'a ringed planet in space', 'snowy mountains at dawn'];
const COVERS = 10;

interface Cost {
  wallMs: number;
  cpuMs: number;
}

async function measure(work: () => Promise<unknown>): Promise<Cost> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  const used = process.cpuUsage(cpu);
  return { wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

export async function benchSkybox(): Promise<string[]> {
  const generator = skyboxGenerator(new ProceduralSkyboxRenderer());
  const look = lookFromSeed('bench-cover');
  // Warm both up once so the figures are of steady running, not of first compilation.
  await renderCoverWebp(look, 'warm');
  const run = (prompt: string, seed: number) => generator.run(generator.input.parse({ prompt }), { seed, signal: new AbortController().signal, progress: () => {} });
  await run('warm', 1);
  const lines: string[] = ['| panorama | wall | CPU | bytes (panorama + preview) |', '| --- | --- | --- | --- |'];
  let total: Cost = { wallMs: 0, cpuMs: 0 };
  for (const [i, prompt] of PROMPTS.entries()) {
    let bytes = 0;
    const cost = await measure(async () => {
      const result = await run(prompt, 100 + i);
      bytes = result.files.reduce((sum, f) => sum + f.bytes.length, 0);
    });
    total = { wallMs: total.wallMs + cost.wallMs, cpuMs: total.cpuMs + cost.cpuMs };
    lines.push(`| ${prompt} | ${cost.wallMs.toFixed(0)} ms | ${cost.cpuMs.toFixed(0)} ms | ${(bytes / 1024).toFixed(0)} KB |`);
  }
  const cover = await measure(async () => {
    for (let i = 0; i < COVERS; i++) await renderCoverWebp(look, `bench-${i}`);
  });
  const panorama = { wallMs: total.wallMs / PROMPTS.length, cpuMs: total.cpuMs / PROMPTS.length };
  const perCover = { wallMs: cover.wallMs / COVERS, cpuMs: cover.cpuMs / COVERS };
  lines.push(
    '',
    `panorama (mean of ${PROMPTS.length}): ${panorama.wallMs.toFixed(0)} ms wall, ${panorama.cpuMs.toFixed(0)} ms CPU`,
    `cover (peer, mean of ${COVERS}): ${perCover.wallMs.toFixed(0)} ms wall, ${perCover.cpuMs.toFixed(0)} ms CPU`,
    `ratio: a panorama costs ${(panorama.wallMs / perCover.wallMs).toFixed(1)}× a cover's wall time and ${(panorama.cpuMs / perCover.cpuMs).toFixed(1)}× its CPU (${((4096 * 2048) / (720 * 960)).toFixed(1)}× its pixels)`,
  );
  return lines;
}
