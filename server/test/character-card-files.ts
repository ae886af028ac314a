import zlib from 'node:zlib';

/**
 * Character card files as other programs write them, built here from the public specs (PNG chunks, zip layout)
 * without KOKO's own writer, so a reader test does not only read back what KOKO wrote.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(zlib.crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const nul = Buffer.from([0]);
export const tEXt = (keyword: string, text: string) => pngChunk('tEXt', Buffer.concat([Buffer.from(keyword, 'latin1'), nul, Buffer.from(text, 'latin1')]));
export const zTXt = (keyword: string, text: string) => pngChunk('zTXt', Buffer.concat([Buffer.from(keyword, 'latin1'), nul, nul, zlib.deflateSync(Buffer.from(text, 'latin1'))]));
export const iTXt = (keyword: string, text: string, compressed = false) =>
  pngChunk('iTXt', Buffer.concat([Buffer.from(keyword, 'latin1'), nul, Buffer.from([compressed ? 1 : 0, 0]), nul, nul, compressed ? zlib.deflateSync(Buffer.from(text, 'utf8')) : Buffer.from(text, 'utf8')]));

/** A 2×2 RGB PNG with these extra chunks before IEND. */
export function cardPng(...chunks: Buffer[]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const rows = Buffer.from([0, 200, 80, 80, 80, 200, 80, 0, 80, 80, 200, 240, 240, 240]);
  return Buffer.concat([SIGNATURE, pngChunk('IHDR', ihdr), pngChunk('IDAT', zlib.deflateSync(rows)), ...chunks, pngChunk('IEND', Buffer.alloc(0))]);
}

export const base64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** A zip of these files (deflated unless `store`), as any zip tool writes one. */
export function zipOf(files: Record<string, Buffer>, store = false): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [fileName, content] of Object.entries(files)) {
    const name = Buffer.from(fileName, 'utf8');
    const data = store ? content : zlib.deflateRawSync(content);
    const crc = zlib.crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(store ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(store ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A v2 card as SillyTavern writes one. */
export const v2Card = (data: Record<string, unknown> = {}) => ({
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: {
    name: 'Seraphina',
    description: "Seraphina is a guardian of the forest. She heals travellers who lose their way. {{char}} has pink hair.",
    personality: 'caring, protective, gentle',
    scenario: '{{user}} wakes in a glade after being attacked by beasts.',
    first_mes: '*Seraphina kneels beside you* You are safe now, {{user}}.',
    mes_example: '<START>\n{{user}}: Who are you?\n{{char}}: *smiles softly* I am Seraphina.\nI watch over this forest.\n<START>\n<USER>: Thank you.\nSeraphina: Rest now.',
    creator_notes: 'A gentle forest guardian.\n\nBest with a slow story.',
    system_prompt: '',
    post_history_instructions: '',
    alternate_greetings: ['*She hums a tune* Oh, you are awake.'],
    tags: ['fantasy', 'healer'],
    creator: 'someone',
    character_version: '1.2',
    extensions: { talkativeness: '0.5', fav: false },
    ...data,
  },
});

export const forestBook = {
  name: 'Forest lore',
  description: 'Places and people of the glade',
  scan_depth: 3,
  token_budget: 400,
  recursive_scanning: false,
  extensions: {},
  entries: [
    { id: 1, keys: ['Eldertree'], content: 'The Eldertree is the oldest tree of the forest; its sap heals any wound.', extensions: {}, enabled: true, insertion_order: 10, priority: 5, position: 'before_char' },
    { id: 2, keys: ['glade'], content: 'The glade is hidden by a spell only {{char}} can lift.', extensions: {}, enabled: true, insertion_order: 5, constant: true },
    { id: 3, keys: ['wolf', 'wolves'], secondary_keys: ['night'], selective: true, content: 'Shadow wolves hunt only at night.', extensions: {}, enabled: true, insertion_order: 20, case_sensitive: false, position: 'after_char' },
  ],
};

/** A v3 card as RisuAI writes one, with a character book. */
export const v3Card = (data: Record<string, unknown> = {}) => ({
  spec: 'chara_card_v3',
  spec_version: '3.0',
  data: {
    ...v2Card().data,
    name: 'Seraphina',
    character_book: forestBook,
    nickname: 'Sera',
    group_only_greetings: ['Hello, everyone.'],
    creation_date: 1_700_000_000,
    modification_date: 1_700_000_100,
    assets: [{ type: 'icon', uri: 'embeded://assets/icon/images/main.png', name: 'main', ext: 'png' }],
    ...data,
  },
});

/** A v1 card: the flat fields of the first spec, no `spec`. */
export const v1Card = () => ({
  name: 'Old Tom',
  description: 'A grumpy lighthouse keeper.',
  personality: 'grumpy, honest',
  scenario: 'A stormy night at the lighthouse.',
  first_mes: 'Shut the door, {{user}}, the wind is cold.',
  mes_example: '<START>\n{{user}}: Nice lamp.\n{{char}}: It keeps ships off the rocks.',
});
