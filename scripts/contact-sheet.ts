/**
 * A contact sheet of the starter catalogue: every character's cover in a grid, named, as one PNG.
 *   npm run contact-sheet -- /tmp/covers.png [columns] [slug,slug,…]
 *   npm run contact-sheet -- /tmp/prompts.png [columns] --inspirations   (the avatar page's ready prompts, drawn by the avatar generator)
 *   npm run contact-sheet -- /tmp/written.png [columns] --written        (characters the offline writer makes from a few words)
 * Used to check at a glance that each character looks like its description.
 */
import sharp from 'sharp';
import type { LookGender, StoredLook } from '@/lib/look/look-model';
import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import { ENGLISH_INSPIRATIONS } from '@/server/providers/avatar/inspiration';
import { writeOffline } from '@/server/providers/character-writer/offline-writer';
import { lookFromPrompt } from '@/server/providers/avatar/prompt-look';
import { COVER_VIEW_WIDTH, renderCoverSvg } from '@/server/providers/image/cover-svg';

const TILE_W = Number(process.env.TILE_WIDTH ?? 240);
const TILE_H = Math.round((TILE_W * 4) / 3);
const LABEL_H = 28;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

interface Entry {
  name: string;
  look: StoredLook;
  seed: string;
  gender?: LookGender;
}

async function tile(role: Entry): Promise<Buffer> {
  const cover = await sharp(Buffer.from(renderCoverSvg(role.look, role.seed, role.gender)), { density: (72 * TILE_W) / COVER_VIEW_WIDTH })
    .resize(TILE_W, TILE_H, { fit: 'fill' })
    .png()
    .toBuffer();
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_W}" height="${LABEL_H}"><rect width="100%" height="100%" fill="#111"/>` +
      `<text x="8" y="19" font-family="sans-serif" font-size="15" fill="#fff">${escapeXml(role.name)}</text></svg>`,
  );
  return sharp({ create: { width: TILE_W, height: TILE_H + LABEL_H, channels: 3, background: '#111' } })
    .composite([{ input: cover, top: 0, left: 0 }, { input: label, top: TILE_H, left: 0 }])
    .png()
    .toBuffer();
}

function starters(only: string | undefined): Entry[] {
  const wanted = only ? new Set(only.split(',')) : null;
  const roles = STARTER_ROLES.filter((r) => !wanted || wanted.has(r.slug));
  if (roles.length === 0) throw new Error(`no starter character has the slug(s) ${only}`);
  return roles.map((r) => ({ name: r.name, look: r.look, seed: r.slug, gender: r.gender }));
}

function inspirations(): Entry[] {
  return ENGLISH_INSPIRATIONS.map(({ id, prompt }) => ({ name: id, look: lookFromPrompt(prompt, id).look, seed: id }));
}

/** Words a person might give the writer: trades, tempers, beings, with and without an age. */
const WRITER_WORDS = [
  'a barista',
  'a detective',
  'a kind nurse',
  'a grumpy blacksmith',
  'a shy librarian',
  'a cheerful old fisherman',
  'a teenage skateboarder',
  'a retired beekeeper',
  'an elf archer',
  'a vampire',
  'a lighthouse keeper',
  'a space pilot',
  'a gentle giant',
  'a street musician',
  '',
  'a middle-aged chef',
];

function written(): Entry[] {
  return WRITER_WORDS.map((words, i) => {
    const card = writeOffline({ words, seed: `sheet-${i}` });
    return { name: `${card.roleName} · ${words || '(nothing)'}`, look: card.look!, seed: `sheet-${i}`, gender: card.gender };
  });
}

async function main(): Promise<void> {
  const [out, columnsArg, only] = process.argv.slice(2);
  if (!out) throw new Error('usage: npm run contact-sheet -- <output.png> [columns] [slug,slug,…]');
  const columns = Math.max(1, Number(columnsArg ?? 9) || 9);
  const roles = only === '--inspirations' ? inspirations() : only === '--written' ? written() : starters(only);
  const tiles = await Promise.all(roles.map(tile));
  const rows = Math.ceil(tiles.length / columns);
  await sharp({ create: { width: columns * TILE_W, height: rows * (TILE_H + LABEL_H), channels: 3, background: '#000' } })
    .composite(tiles.map((input, i) => ({ input, left: (i % columns) * TILE_W, top: Math.floor(i / columns) * (TILE_H + LABEL_H) })))
    .png()
    .toFile(out);
  console.log(`${tiles.length} covers written to ${out}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
