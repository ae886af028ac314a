// Avatar generation: reading a prompt into a look (textPreview, with and without its small portrait) and the
// whole generator (look + 720×960 cover) per item, against the plain cover render of the same looks in the same run.
import { AvatarDesignService } from '@/server/domains/avatars/avatar-design-service';
import { avatarGenerator } from '@/server/jobs/avatar-generator';
import type { GeneratorContext } from '@/server/jobs/generator';
import { ProceduralAvatarModel } from '@/server/providers/avatar/avatar-model';
import { ENGLISH_INSPIRATIONS } from '@/server/providers/avatar/inspiration';
import { lookFromPrompt } from '@/server/providers/avatar/prompt-look';
import { renderCoverWebp } from '@/server/providers/image/cover-renderer';

const ROUNDS = 3;

interface Figure {
  wallMs: number;
  cpuMs: number;
  items: number;
}

async function measure(figure: Figure, work: () => Promise<unknown> | unknown): Promise<void> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  figure.wallMs += performance.now() - started;
  const used = process.cpuUsage(cpu);
  figure.cpuMs += (used.user + used.system) / 1000;
  figure.items++;
}

const perItem = (f: Figure) => `${(f.wallMs / f.items).toFixed(2)} ms (CPU ${(f.cpuMs / f.items).toFixed(2)} ms)`;

export async function benchAvatarGenerate(): Promise<string[]> {
  const generator = avatarGenerator(new ProceduralAvatarModel());
  const design = new AvatarDesignService();
  const context = (seed: number): GeneratorContext => ({ seed, signal: new AbortController().signal, progress: () => {} });
  const prompts = ENGLISH_INSPIRATIONS.map((i) => i.prompt);
  const looks = prompts.map((prompt, n) => lookFromPrompt(prompt, String(n)).look);
  // Warm-up of each, so module loading and sharp's first call fall outside the figures.
  await generator.run(generator.input.parse({ prompt: prompts[0] }), context(0));
  await renderCoverWebp(looks[0]!, '0');

  const read: Figure = { wallMs: 0, cpuMs: 0, items: 0 };
  const preview: Figure = { wallMs: 0, cpuMs: 0, items: 0 };
  const generate: Figure = { wallMs: 0, cpuMs: 0, items: 0 };
  const cover: Figure = { wallMs: 0, cpuMs: 0, items: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [n, prompt] of prompts.entries()) {
      // In turns, so a busy moment of the machine falls on all of them.
      await measure(read, () => lookFromPrompt(prompt, n));
      await measure(preview, () => design.textPreview(prompt, n));
      await measure(generate, () => generator.run(generator.input.parse({ prompt }), context(n)));
      await measure(cover, () => renderCoverWebp(looks[n]!, String(n)));
    }
  }
  const ratio = (f: Figure) => `${(f.wallMs / f.items / (cover.wallMs / cover.items)).toFixed(2)}×`;
  return [
    `${prompts.length} ready prompts × ${ROUNDS} rounds, one at a time, in turns; peer: the plain cover render (720×960 WebP) of the same looks.`,
    '',
    '| step | per item | / plain cover |',
    '| --- | --- | --- |',
    `| prompt → look (reading alone) | ${perItem(read)} | ${ratio(read)} |`,
    `| textPreview (look + 360 px portrait) | ${perItem(preview)} | ${ratio(preview)} |`,
    `| generate (look + 720 px cover) | ${perItem(generate)} | ${ratio(generate)} |`,
    `| plain cover render (peer) | ${perItem(cover)} | 1.00× |`,
  ];
}
