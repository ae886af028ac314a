import { AI_SUGGESTION_AUTO_PATH, AI_SUGGESTION_PATH, characterSuggestionSchema, type CharacterSuggestion } from '@/lib/contracts/character-suggestion';
import { call } from '@/server/test/api-client';
import { signedIn, visitorCaller, type Caller } from '@/server/test/catalogue-fixtures';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { createTestRuntime, type TestRuntime } from '@/server/test/test-runtime';

/** A burst of 3 that refills at 1 a minute: each test's new member sees exactly the burst. */
const LIMITS = { KOKO_MODEL_CALLS_PER_MINUTE: '1', KOKO_MODEL_CALL_BURST: '3' };

describe.each(DATABASE_KINDS)('character suggestions API [%s]', (kind) => {
  let rt: TestRuntime;
  beforeAll(async () => {
    rt = await createTestRuntime(kind, { seed: false, env: LIMITS });
  });
  afterAll(() => rt.close());

  const suggest = (caller: Caller | undefined, body: unknown, path = AI_SUGGESTION_PATH) => call<CharacterSuggestion>(rt.backend, 'POST', path, { token: caller?.token, body });

  it('writes a whole card from a few words, the same words the same card, in the asked language', async () => {
    const member = await signedIn(rt);
    const { status, body } = await suggest(member, { words: 'grumpy dwarf blacksmith who secretly writes poetry' });
    expect(status).toBe(200);
    const card = characterSuggestionSchema.parse(body.data);
    expect(card.personality).toMatch(/poetry/);
    expect(card.look?.species.kind).toBe('dwarf');
    expect((await suggest(member, { words: 'grumpy dwarf blacksmith who secretly writes poetry' })).body.data).toEqual(body.data);
    const french = await suggest(member, { words: 'bibliothécaire vampire timide', locale: 'fr-FR' });
    expect(french.body.data.language).toBe('fr-FR');
    expect(french.body.data.intro).toMatch(/bibliothécaire/);
  });

  it('asks for words when they are blank, and for a login from a visitor or no session', async () => {
    const member = await signedIn(rt);
    const blank = await suggest(member, { words: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please enter the prompt word');
    const visitor = await suggest(await visitorCaller(rt), { words: 'shy vampire librarian' });
    expect(visitor.body.code).toBe(-1);
    expect(visitor.body.data).toBeNull();
    expect((await suggest(undefined, { words: 'shy vampire librarian' })).status).toBe(401);
  });

  it('guesses a card from a draft look, keeps the name it has, and holds each user to the model-call budget', async () => {
    const member = await signedIn(rt);
    const auto = await suggest(member, { name: 'Ada Quill', look: { species: { kind: 'elf' }, outfit: { garment: 'armour' }, body: { presentation: 'feminine' } } }, AI_SUGGESTION_AUTO_PATH);
    expect(auto.status).toBe(200);
    expect(auto.body.data.roleName).toBe('Ada Quill');
    expect(auto.body.data.personality).toMatch(/Ada/);
    expect(auto.body.data.intro).toMatch(/knight/);
    const random = await suggest(member, {}, AI_SUGGESTION_AUTO_PATH);
    expect(characterSuggestionSchema.safeParse(random.body.data).success).toBe(true);
    expect((await suggest(member, { words: 'cheerful pirate' })).status).toBe(200);
    const over = await suggest(member, { words: 'cheerful pirate' });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
