import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { API_BASE, type Envelope } from '@/lib/contracts/envelope';
import { MAX_CARD_TEXT_CHARS, type ImportedCharacter } from '@/lib/contracts/character-card';
import { RoleStatus } from '@/lib/contracts/role';
import { roles } from '@/server/db/schema';
import { readPngTexts } from '@/server/domains/cards/png-chunks';
import { mediaUrl } from '@/server/providers/media/media-url';
import { insertRole, signedIn, visitorCaller, type Caller } from '@/server/test/catalogue-fixtures';
import { base64, cardPng, forestBook, tEXt, v3Card, zipOf } from '@/server/test/character-card-files';
import { zipBomb } from '@/server/test/upload-files';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';

describe.each(DATABASE_KINDS)('character cards API [%s]', (kind) => {
  let rt: TestRuntime;
  let author: Caller;
  let reader: Caller;
  let adult: Caller;

  const readCard = async (bytes: Buffer, caller: Caller | undefined, name = 'card.png') => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    const headers: Record<string, string> = caller ? { 'x-auth': caller.token } : {};
    const response = await rt.backend.fetch(new Request(`http://localhost${API_BASE}/app/character/readCard`, { method: 'POST', body: form, headers }));
    return { status: response.status, body: (await response.json()) as Envelope<ImportedCharacter> };
  };
  const exportCard = async (roleId: number, format: 'png' | 'json', caller?: Caller) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(caller ? { 'x-auth': caller.token } : {}) };
    const response = await rt.backend.fetch(new Request(`http://localhost${API_BASE}/app/character/exportCard`, { method: 'POST', body: JSON.stringify({ roleId, format }), headers }));
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const roleCount = async () => (await rt.database.db.select({ n: count() }).from(roles))[0]!.n;

  beforeAll(async () => {
    rt = await createTestRuntime(kind);
    author = await signedIn(rt, { name: 'Author' });
    reader = await signedIn(rt);
    adult = await signedIn(rt, { openNsfw: true });
  });
  afterAll(() => rt.close());

  describe('app/character/readCard', () => {
    it('reads a v3 PNG card into role fields with a cover preview, and stores nothing', async () => {
      const before = await roleCount();
      const { status, body } = await readCard(cardPng(tEXt('ccv3', base64(v3Card()))), author);
      expect(status).toBe(200);
      expect(body.code).toBe(0);
      expect(body.data).toMatchObject({ roleName: 'Seraphina', roleNameNeedsLatin: false, intro: 'A gentle forest guardian.', source: { spec: 'chara_card_v3', container: 'png' } });
      expect(body.data.lorebook?.entries).toHaveLength(3);
      expect(body.data.coverImage).toMatch(/^data:image\/webp;base64,/);
      expect(await roleCount()).toBe(before);
    });

    it('refuses visitors (log in, code -1) and callers without a session', async () => {
      const visitor = await visitorCaller(rt);
      const asVisitor = await readCard(cardPng(tEXt('ccv3', base64(v3Card()))), visitor);
      expect(asVisitor.body.code).toBe(-1);
      expect(asVisitor.body.message).toMatch(/log in/);
      expect((await readCard(cardPng(tEXt('ccv3', base64(v3Card()))), undefined)).status).toBe(401);
    });

    it('answers 400 naming the problem for a damaged card, and stores nothing', async () => {
      const before = await roleCount();
      const png = cardPng(tEXt('ccv3', base64(v3Card())));
      png[png.length - 20]! ^= 0xff;
      const damaged = await readCard(png, reader);
      expect(damaged.status).toBe(400);
      expect(damaged.body.message).toMatch(/^file: .*CRC/);
      const wrongSpec = await readCard(Buffer.from(JSON.stringify({ spec: 'chara_card_v4', data: {} })), reader, 'card.json');
      expect(wrongSpec.status).toBe(400);
      expect(wrongSpec.body.message).toMatch(/spec/);
      expect(await roleCount()).toBe(before);
    });

    it('reads a CHARX with its icon as the cover', async () => {
      const charx = zipOf({ 'card.json': Buffer.from(JSON.stringify(v3Card())), 'assets/icon/images/main.png': cardPng() });
      const { status, body } = await readCard(charx, await signedIn(rt), 'seraphina.charx');
      expect(status).toBe(200);
      expect(body.data.source).toEqual({ spec: 'chara_card_v3', container: 'charx' });
      expect(body.data.coverImage).toMatch(/^data:image\/webp;base64,/);
    });

    it('answers 400 for a truncated PNG, a zip bomb, an oversized field and a v1 card without a name', async () => {
      const caller = await signedIn(rt);
      const before = await roleCount();
      const png = cardPng(tEXt('chara', base64(v3Card())));
      const bomb = zipBomb(64 * 1024 * 1024);
      for (let at = bomb.indexOf('zeros.bin'); at >= 0; at = bomb.indexOf('zeros.bin', at + 1)) bomb.write('card.json', at, 'latin1');
      const answers = [
        await readCard(png.subarray(0, png.length - 30), caller),
        await readCard(bomb, caller, 'bomb.charx'),
        await readCard(Buffer.from(JSON.stringify(v3Card({ first_mes: 'x'.repeat(MAX_CARD_TEXT_CHARS + 1) }))), caller, 'big.json'),
        await readCard(Buffer.from(JSON.stringify({ description: 'no name' })), caller, 'v1.json'),
      ];
      expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400]);
      expect(answers.map((a) => a.body.message)).toEqual([expect.stringMatching(/cut short/), expect.stringMatching(/card\.json unpacks to more than/), expect.stringMatching(/data\.first_mes: longer than/), expect.stringMatching(/^file: name:/)]);
      expect(await roleCount()).toBe(before);
    });

    it('holds a user to a few cards a minute', async () => {
      const busy = await signedIn(rt);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await readCard(Buffer.from('{}'), busy, 'card.json')).status);
      expect(statuses.slice(0, 6).every((s) => s === 400)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('app/character/exportCard', () => {
    it('downloads a listed role as a PNG carrying chara and ccv3, which reads back to the same role', async () => {
      const roleId = await insertRole(rt, { name: 'Agnes Pell', intro: 'The ghost of a lighthouse keeper.', tags: ['ghost'], character: { progress: 3, characterBook: { ...forestBook, entries: [] } } });
      await rt.database.db.update(roles).set({ personality: 'Melancholy, wry.', scenario: 'A lighthouse.', greeting: 'Who climbs my stairs, {{user}}?', exampleDialogue: '{{user}}: Hi\n{{char}}: Hello.' }).where(eq(roles.id, roleId));
      await rt.database.db.update(roles).set({ character: { progress: 3, characterBook: { name: 'Lore', description: '', recursiveScanning: false, entries: [{ keys: ['lamp'], secondaryKeys: [], content: 'The lamp never goes out.', enabled: true, constant: false, selective: false, caseSensitive: false, insertionOrder: 0, priority: 0, position: 'before_char', name: '', comment: '', useRegex: false }] } } }).where(eq(roles.id, roleId));
      const { status, headers, bytes } = await exportCard(roleId, 'png');
      expect(status).toBe(200);
      expect(headers.get('content-type')).toBe('image/png');
      expect(headers.get('content-disposition')).toBe('attachment; filename="Agnes_Pell.png"');
      const texts = readPngTexts(bytes);
      expect(JSON.parse(Buffer.from(texts.get('chara')!, 'base64').toString('utf8')).spec).toBe('chara_card_v2');
      expect(JSON.parse(Buffer.from(texts.get('ccv3')!, 'base64').toString('utf8')).spec).toBe('chara_card_v3');
      expect((await sharp(bytes).metadata()).format).toBe('png');
      const back = await readCard(bytes, reader);
      expect(back.body.data).toMatchObject({
        roleName: 'Agnes Pell',
        intro: 'The ghost of a lighthouse keeper.',
        personality: 'Melancholy, wry.',
        scenario: 'A lighthouse.',
        roleAppearInfo: 'Who climbs my stairs, {{user}}?',
        exampleDialogue: '{{user}}: Hi\n{{char}}: Hello.',
        tags: ['ghost'],
      });
      expect(back.body.data.lorebook?.entries[0]?.content).toBe('The lamp never goes out.');
      // The chat reads the same lorebook from the role.
      expect((await rt.services.roles.findRecent(roleId))?.lorebook?.entries[0]?.keys).toEqual(['lamp']);
    });

    it("uses the role's stored cover, converted to PNG", async () => {
      const roleId = await insertRole(rt, { name: 'Covered' });
      const webp = await sharp({ create: { width: 30, height: 40, channels: 3, background: { r: 250, g: 10, b: 10 } } }).webp().toBuffer();
      await rt.services.media.put(`uploads/u${author.userId}/cover-${roleId}.webp`, webp);
      await rt.database.db.update(roles).set({ coverUrl: mediaUrl(`uploads/u${author.userId}/cover-${roleId}.webp`) }).where(eq(roles.id, roleId));
      const { bytes } = await exportCard(roleId, 'png');
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 30, 40]);
    });

    it('downloads the v3 JSON card', async () => {
      const roleId = await insertRole(rt, { name: 'Json Role' });
      const { status, headers, bytes } = await exportCard(roleId, 'json');
      expect(status).toBe(200);
      expect(headers.get('content-disposition')).toBe('attachment; filename="Json_Role.json"');
      expect(JSON.parse(bytes.toString('utf8'))).toMatchObject({ spec: 'chara_card_v3', spec_version: '3.0', data: { name: 'Json Role' } });
    });

    it("keeps drafts their author's: another user gets 404, the author gets the card", async () => {
      const draft = await insertRole(rt, { name: 'Secret Draft', status: RoleStatus.Draft, authorId: author.userId });
      expect((await exportCard(draft, 'json', reader)).status).toBe(404);
      expect((await exportCard(draft, 'json')).status).toBe(404);
      expect((await exportCard(draft, 'json', author)).status).toBe(200);
    });

    it('gives an adult role only to a caller with adult content on', async () => {
      const roleId = await insertRole(rt, { name: 'Adult Role', tags: ['NSFW'] });
      expect((await exportCard(roleId, 'json')).status).toBe(404);
      expect((await exportCard(roleId, 'json', reader)).status).toBe(404);
      const { status, bytes } = await exportCard(roleId, 'json', adult);
      expect(status).toBe(200);
      expect(JSON.parse(bytes.toString('utf8')).data.tags).toEqual(['NSFW']);
    });

    it('answers 400 naming the field for a bad format', async () => {
      const response = await rt.backend.fetch(new Request(`http://localhost${API_BASE}/app/character/exportCard`, { method: 'POST', body: JSON.stringify({ roleId: 1, format: 'gif' }), headers: { 'content-type': 'application/json' } }));
      expect(response.status).toBe(400);
      expect(((await response.json()) as Envelope<unknown>).message).toMatch(/^format:/);
    });
  });
});
