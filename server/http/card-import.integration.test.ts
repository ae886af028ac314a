import { eq } from 'drizzle-orm';
import { API_BASE, type Envelope } from '@/lib/contracts/envelope';
import { CHARACTER_BOOK_KEY, type Lorebook } from '@/lib/contracts/character-card';
import type { RoleDraft } from '@/lib/contracts/role-create';
import { RoleStatus } from '@/lib/contracts/role-rules';
import { roles } from '@/server/db/schema';
import { signedIn, visitorCaller, type Caller } from '@/server/test/catalogue-fixtures';
import { base64, cardPng, pngChunk, tEXt, v3Card } from '@/server/test/character-card-files';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';

describe.each(DATABASE_KINDS)('app/character/importCard [%s]', (kind) => {
  let rt: TestRuntime;
  let author: Caller;

  const importCard = async (bytes: Buffer, caller: Caller | undefined, roleName?: string) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), 'card.png');
    if (roleName !== undefined) form.set('roleName', roleName);
    const headers: Record<string, string> = caller ? { 'x-auth': caller.token } : {};
    const response = await rt.backend.fetch(new Request(`http://localhost${API_BASE}/app/character/importCard`, { method: 'POST', body: form, headers }));
    return { status: response.status, body: (await response.json()) as Envelope<RoleDraft> };
  };
  const characterOf = async (roleId: number) => (await rt.database.db.select({ character: roles.character }).from(roles).where(eq(roles.id, roleId)))[0]?.character ?? null;
  const rolesOf = async (userId: number) => rt.database.db.select({ id: roles.id }).from(roles).where(eq(roles.authorId, userId));

  beforeAll(async () => {
    rt = await createTestRuntime(kind);
    author = await signedIn(rt, { name: 'Importer' });
  });
  afterAll(() => rt.close());

  it('makes a draft of the card: its texts, known tags, lorebook and other greetings, fitted to the role limits', async () => {
    const longPersonality = 'Patient and kind. '.repeat(200);
    const card = v3Card({ personality: longPersonality, tags: ['Fantasy', 'no-such-tag-here'], alternate_greetings: ['*waves* Back again?'] });
    const { status, body } = await importCard(cardPng(tEXt('ccv3', base64(card))), author);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    const draft = body.data;
    expect(draft).toMatchObject({ roleName: 'Seraphina', status: RoleStatus.Draft, intro: 'A gentle forest guardian.', tags: ['Fantasy'] });
    expect(draft.personality.length).toBeLessThanOrEqual(2000);
    expect(draft.personality.endsWith('.')).toBe(true);
    expect(draft.roleAppearInfo.length).toBeGreaterThan(0);
    const character = (await characterOf(draft.roleId)) as Record<string, unknown>;
    expect((character[CHARACTER_BOOK_KEY] as Lorebook).entries).toHaveLength(3);
    expect(character.alternateGreetings).toEqual(['*waves* Back again?']);
  });

  it("keeps a PNG card's picture as the draft's cover, re-encoded without the card's text; a JSON card has none", async () => {
    // An importer of their own: cards are limited to a few a minute per person.
    const author = await signedIn(rt, { name: 'Picture importer' });
    const { body } = await importCard(cardPng(tEXt('ccv3', base64(v3Card({ name: 'Pictured' })))), author);
    expect(body.data.propertyCoverId).toEqual(expect.any(Number));
    expect(body.data.coverUrl).toMatch(/\.webp$/);
    const cover = await rt.backend.fetch(new Request(`http://localhost${body.data.coverUrl!}`, { headers: { 'x-auth': author.token } }));
    expect(cover.status).toBe(200);
    const bytes = Buffer.from(await cover.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.includes(Buffer.from('ccv3'))).toBe(false);
    const library = await rt.services.properties.get(author.userId, body.data.propertyCoverId!);
    expect(library).toMatchObject({ id: body.data.propertyCoverId, status: 2 });

    const json = await importCard(Buffer.from(JSON.stringify(v3Card({ name: 'Plain' }))), author);
    expect(json.body.data.propertyCoverId).toBeNull();
  });

  it('still makes the draft, without a cover, when the card is readable but its picture is not', async () => {
    const author = await signedIn(rt, { name: 'Broken picture importer' });
    const png = cardPng(tEXt('ccv3', base64(v3Card({ name: 'Unpictured' }))));
    // The same chunks with the picture data replaced by bytes that do not inflate.
    const broken = Buffer.concat([png.subarray(0, 33), pngChunk('IDAT', Buffer.from('not deflate data')), png.subarray(33 + 12 + zlibLength(png))]);
    const { status, body } = await importCard(broken, author);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ roleName: 'Unpictured', propertyCoverId: null });
  });

  it('needs a Latin-letter name for a card without one, and takes the one given', async () => {
    const before = (await rolesOf(author.userId)).length;
    const card = cardPng(tEXt('ccv3', base64(v3Card({ name: '灯台守' }))));
    const refused = await importCard(card, author);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^roleName: .*Latin/);
    expect((await rolesOf(author.userId)).length).toBe(before);
    const named = await importCard(card, author, 'Toudaimori');
    expect(named.body.data.roleName).toBe('Toudaimori');
  });

  it('refuses visitors and damaged cards, and makes nothing', async () => {
    const visitor = await visitorCaller(rt);
    expect((await importCard(cardPng(tEXt('ccv3', base64(v3Card()))), visitor)).body.code).toBe(-1);
    const before = (await rolesOf(author.userId)).length;
    const damaged = await importCard(Buffer.from('not a card at all'), author);
    expect(damaged.status).toBe(400);
    expect((await rolesOf(author.userId)).length).toBe(before);
  });
});

/** The length of the first IDAT chunk's data (it follows the 8-byte signature and the 25-byte IHDR chunk). */
const zlibLength = (png: Buffer) => png.readUInt32BE(33);
