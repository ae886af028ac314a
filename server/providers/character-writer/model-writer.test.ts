import { characterSuggestionSchema } from '@/lib/contracts/character-suggestion';
import { jsonAnswer, silentAnswer, startStandIn, statusAnswer, type StandIn } from '@/server/test/completion-stand-in';
import { ModelCharacterWriter } from './model-writer';
import { writeOffline } from './offline-writer';

const WORDS = 'shy vampire librarian';
const GOOD = {
  roleName: 'Vesper Quill',
  gender: 'female',
  intro: 'A vampire who has shelved the same library for two centuries.',
  personality: 'Soft-spoken, precise and easily flustered.',
  scenario: '{{user}} stays past closing time in her library.',
  greeting: '*Vesper looks up from a ledger.* Oh. You are still here, {{user}}.',
  exampleDialogue: ['{{user}}: Do you ever sleep?', '{{char}}: In the day. Among the encyclopaedias.', '{{user}}: Can I borrow this?', '{{char}}: If you return it. People never do.', '{{user}}: Are you lonely?', '{{char}}: *quietly* Less so tonight.'],
  tags: ['horror', 'Romance', 'Not a tag'],
};

describe('model character writer', () => {
  let standIn: StandIn | undefined;
  afterEach(async () => {
    await standIn?.stop();
    standIn = undefined;
  });
  const writer = (timeoutMs = 2000, budgetMs = 5000) => new ModelCharacterWriter({ baseUrl: standIn!.url, model: 'stand-in-1', timeoutMs, retryDelayMs: 1 }, undefined, budgetMs);

  it('asks for JSON only, in the reader language, and keeps what the model wrote', async () => {
    standIn = await startStandIn([jsonAnswer(`Here you go:\n\`\`\`json\n${JSON.stringify(GOOD)}\n\`\`\``)]);
    const card = await writer().write({ words: WORDS, locale: 'fr-FR' });
    const system = standIn.requests[0]!.body.messages![0]!.content;
    expect(system).toMatch(/only one JSON object/);
    expect(system).toMatch(/French/);
    expect(standIn.requests[0]!.body.messages![1]!.content).toContain(WORDS);
    expect(characterSuggestionSchema.parse(card)).toMatchObject({ roleName: 'Vesper Quill', gender: 'female', intro: GOOD.intro, exampleDialogue: GOOD.exampleDialogue, writer: 'stand-in-1', language: 'fr-FR' });
    // Known tags are kept in the catalogue's spelling, unknown ones dropped and the rest filled to three.
    expect(card.tags.slice(0, 2)).toEqual(['Horror', 'Romance']);
    expect(card.tags).toHaveLength(3);
    expect(card.look).toEqual(writeOffline({ words: WORDS, locale: 'fr-FR' }).look);
  });

  it('asks for the words\' own language when no locale is given', async () => {
    standIn = await startStandIn([jsonAnswer(JSON.stringify(GOOD))]);
    const card = await writer().write({ words: '害羞的吸血鬼图书管理员' });
    expect(standIn.requests[0]!.body.messages![0]!.content).toMatch(/Chinese/);
    expect(card.language).toBe('zh-CN');
  });

  it('fills what the model left out or broke from the offline writer', async () => {
    standIn = await startStandIn([jsonAnswer(JSON.stringify({ roleName: '林小雨', gender: 'woman', intro: 'A quiet night librarian.', exampleDialogue: ['hello', 'world'], tags: [] }))]);
    const offline = writeOffline({ words: WORDS });
    const card = await writer().write({ words: WORDS });
    expect(characterSuggestionSchema.parse(card)).toMatchObject({
      roleName: offline.roleName,
      gender: offline.gender,
      intro: 'A quiet night librarian.',
      personality: offline.personality,
      greeting: offline.greeting,
      exampleDialogue: offline.exampleDialogue,
      tags: offline.tags,
    });
  });

  it.each([
    ['a malformed answer', () => jsonAnswer('I would love to help! The character is a shy vampire {named')],
    ['an answer that is not an object', () => jsonAnswer('["just", "a", "list"]')],
    ['a failing endpoint', () => statusAnswer(500)],
  ])('answers the offline card for %s', async (_what, answer) => {
    standIn = await startStandIn([answer()]);
    expect(await writer().write({ words: WORDS })).toEqual(writeOffline({ words: WORDS }));
  });

  it('answers the offline card when the model is silent past the budget', async () => {
    standIn = await startStandIn([silentAnswer]);
    const started = Date.now();
    expect(await writer(10_000, 300).write({ words: WORDS })).toEqual(writeOffline({ words: WORDS }));
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
