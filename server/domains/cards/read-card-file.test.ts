import { MAX_CARD_TEXT_CHARS, MAX_LORE_ENTRIES } from '@/lib/contracts/character-card';
import { ApiError } from '@/server/errors';
import { deflateSync } from 'node:zlib';
import { base64, cardPng, forestBook, iTXt, pngChunk, tEXt, v1Card, v2Card, v3Card, zipOf, zTXt } from '@/server/test/character-card-files';
import { zipBomb } from '@/server/test/upload-files';
import { readCardFile } from './read-card-file';

const refused = (bytes: Buffer, message: RegExp) => {
  let error: unknown;
  try {
    readCardFile(bytes);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).httpStatus).toBe(400);
  expect((error as ApiError).message).toMatch(message);
};

describe('readCardFile', () => {
  it('reads a v2 PNG card from its chara text, with the PNG as its picture', () => {
    const png = cardPng(tEXt('chara', base64(v2Card())));
    const { card, container, picture } = readCardFile(png);
    expect(card.spec).toBe('chara_card_v2');
    expect(card.name).toBe('Seraphina');
    expect(card.alternate_greetings).toEqual(['*She hums a tune* Oh, you are awake.']);
    expect(container).toBe('png');
    expect(picture).toBe(png);
  });

  it('prefers the ccv3 text over chara when a PNG has both, and reads its character book', () => {
    const png = cardPng(tEXt('chara', base64(v2Card({ name: 'Old name' }))), tEXt('ccv3', base64(v3Card())));
    const { card } = readCardFile(png);
    expect(card.spec).toBe('chara_card_v3');
    expect(card.name).toBe('Seraphina');
    expect(card.nickname).toBe('Sera');
    expect(card.group_only_greetings).toEqual(['Hello, everyone.']);
    expect(card.character_book?.entries).toHaveLength(3);
    expect(card.character_book?.scanDepth).toBe(3);
    expect(card.character_book?.entries[2]).toMatchObject({ keys: ['wolf', 'wolves'], secondaryKeys: ['night'], selective: true, position: 'after_char', enabled: true });
    expect(card.character_book?.entries[1]).toMatchObject({ constant: true, caseSensitive: false, priority: 0 });
  });

  it('reads cards kept in zTXt and iTXt chunks (compressed or not)', () => {
    expect(readCardFile(cardPng(zTXt('chara', base64(v2Card())))).card.name).toBe('Seraphina');
    expect(readCardFile(cardPng(iTXt('ccv3', base64(v3Card()), true))).card.spec).toBe('chara_card_v3');
    expect(readCardFile(cardPng(iTXt('chara', base64(v2Card())))).card.spec).toBe('chara_card_v2');
  });

  it('reads a v1 JSON card (flat fields, no spec) and a v2 JSON card with a byte-order mark', () => {
    const v1 = readCardFile(Buffer.from(JSON.stringify(v1Card())));
    expect(v1.card).toMatchObject({ spec: 'chara_card_v1', name: 'Old Tom', personality: 'grumpy, honest', tags: [], alternate_greetings: [] });
    expect(v1.container).toBe('json');
    expect(readCardFile(Buffer.from(`\uFEFF${JSON.stringify(v2Card())}`)).card.spec).toBe('chara_card_v2');
  });

  it('reads a CHARX: card.json and the icon its assets name as the picture', () => {
    const icon = cardPng();
    const charx = zipOf({ 'card.json': Buffer.from(JSON.stringify(v3Card())), 'assets/icon/images/main.png': icon, 'assets/other/x.bin': Buffer.from('x') });
    const { card, container, picture } = readCardFile(charx);
    expect(container).toBe('charx');
    expect(card.character_book?.entries).toHaveLength(3);
    expect(picture?.equals(icon)).toBe(true);
    expect(readCardFile(zipOf({ 'card.json': Buffer.from(JSON.stringify(v3Card())) }, true)).picture).toBeUndefined();
  });

  it('strips NUL and control characters and keeps newlines', () => {
    const { card } = readCardFile(Buffer.from(JSON.stringify(v2Card({ description: 'line one\r\nline\u0000 two\u0007\ttab' }))));
    expect(card.description).toBe('line one\nline two\ttab');
  });

  describe('refuses broken or hostile files with a 400 that says what is wrong', () => {
    it('a PNG chunk whose CRC does not match', () => {
      const png = cardPng(tEXt('chara', base64(v2Card())));
      png[png.length - 20]! ^= 0xff;
      refused(png, /CRC/);
    });
    it('a truncated PNG', () => {
      const png = cardPng(tEXt('chara', base64(v2Card())));
      refused(png.subarray(0, png.length - 40), /cut short/);
      refused(png.subarray(0, png.length - 12), /no IEND/);
    });
    it('a PNG without a card', () => refused(cardPng(), /no chara or ccv3/));
    it('a card of a spec KOKO does not read', () => refused(Buffer.from(JSON.stringify({ ...v2Card(), spec: 'chara_card_v9' })), /spec: "chara_card_v9" is not a card spec/));
    it('a field over the text limit, named', () => refused(Buffer.from(JSON.stringify(v2Card({ description: 'x'.repeat(MAX_CARD_TEXT_CHARS + 1) }))), /data\.description: longer than/));
    it('a lorebook with too many entries', () => {
      const entries = Array.from({ length: MAX_LORE_ENTRIES + 1 }, () => ({ keys: ['a'], content: 'b', extensions: {}, enabled: true, insertion_order: 0 }));
      refused(Buffer.from(JSON.stringify(v3Card({ character_book: { ...forestBook, entries } }))), /character_book\.entries: more than 2000/);
    });
    it('a card without a name, or not JSON, or nothing', () => {
      refused(Buffer.from(JSON.stringify(v2Card({ name: '  ' }))), /data\.name: a card needs a name/);
      refused(Buffer.from('{"spec": "chara_card_v2", '), /not valid JSON/);
      refused(Buffer.from('hello'), /not a character card/);
      refused(Buffer.alloc(0), /empty/);
    });
    it('a zip bomb as card.json stops at the cap', () => {
      const bomb = zipBomb(64 * 1024 * 1024);
      // Rename the single entry to card.json (same length: 9 bytes) in both headers.
      for (let at = bomb.indexOf('zeros.bin'); at >= 0; at = bomb.indexOf('zeros.bin', at + 1)) bomb.write('card.json', at, 'latin1');
      refused(bomb, /card\.json unpacks to more than/);
    });
    it('a zTXt bomb in a PNG stops at the cap', () => {
      const bomb = Buffer.concat([Buffer.from('chara\0\0', 'latin1'), deflateSync(Buffer.alloc(64 * 1024 * 1024, 65))]);
      refused(cardPng(pngChunk('zTXt', bomb)), /unpacks to more than/);
    });
    it('a CHARX without card.json', () => refused(zipOf({ 'readme.txt': Buffer.from('hi') }), /no card\.json/));
  });
});
