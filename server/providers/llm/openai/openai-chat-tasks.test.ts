import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import type { ChatRequest } from '../chat-model';
import { jsonAnswer, startStandIn, statusAnswer, type Answer, type StandIn } from '@/server/test/completion-stand-in';
import { OpenAiChatModel } from './openai-chat-model';

const request: ChatRequest = {
  role: { roleId: 1, ...STARTER_ROLES[1]! },
  partner: { name: 'Sam' },
  summary: '',
  facts: [],
  history: [
    { speaker: 'character', text: 'Eat. You look like you had a rough day.' },
    { speaker: 'user', text: 'Thanks, Ryuji.' },
  ],
  lang: 'en-US',
  seed: 1,
};
const signal = new AbortController().signal;

let standIn: StandIn | undefined;
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

async function modelFor(answers: Answer[]) {
  standIn = await startStandIn(answers);
  return new OpenAiChatModel({ baseUrl: standIn.url, model: 'test-model', timeoutMs: 2000, retryDelayMs: 1 });
}

describe('OpenAiChatModel tasks', () => {
  it('suggests replies from a JSON array, asking without streaming', async () => {
    const model = await modelFor([jsonAnswer('```json\n["Is the broth ready?", "Thanks for the bowl.", "What time do you close?"]\n```')]);
    expect(await model.suggest(request, 3, signal)).toEqual(['Is the broth ready?', 'Thanks for the bowl.', 'What time do you close?']);
    expect(standIn!.requests[0]!.body).toMatchObject({ model: 'test-model', stream: false });
    expect(standIn!.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('suggests replies from a numbered list, keeping at most num', async () => {
    const model = await modelFor([jsonAnswer('1. Is the broth ready?\n2. Can I have more noodles?\n3. Why a ramen stall?\n4. Extra')]);
    expect(await model.suggest(request, 3, signal)).toEqual(['Is the broth ready?', 'Can I have more noodles?', 'Why a ramen stall?']);
  });

  it('retries a failed suggestion request and fails clearly on nonsense', async () => {
    const model = await modelFor([statusAnswer(503), jsonAnswer('   ')]);
    await expect(model.suggest(request, 3, signal)).rejects.toMatchObject({ failure: 'bad-response' });
    expect(standIn!.requests).toHaveLength(2);
  });

  it('reacts to a touch with text, emotion and motion, naming the body part in the prompt', async () => {
    const model = await modelFor([jsonAnswer('*looks away, ears red* ...Hands off the chef. [emotion: embarrassed]')]);
    const result = await model.touch({ ...request, bodyPart: 'head' }, signal);
    expect(result).toEqual({
      text: '*looks away, ears red* ...Hands off the chef.',
      emotion: 'embarrassment',
      motion: 'emotion',
      timeline: { segments: [{ text: '*looks away, ears red* ...Hands off the chef.', emotion: 'embarrassment', motion: 'emotion', gaze: 'away' }] },
      model: 'test-model',
    });
    expect(standIn!.requests[0]!.body.messages!.at(-1)!.content).toContain("*Sam touches Ryuji Hanabusa's head.*");
  });

  it('summarizes the older turns, capped in length', async () => {
    const model = await modelFor([jsonAnswer(`Sam has a cat called Biscuit. ${'word '.repeat(200)}`)]);
    const summary = await model.summarize('Sam came in late.', [{ speaker: 'user', text: 'I have a cat called Biscuit.' }], request, signal);
    expect(summary.startsWith('Sam has a cat called Biscuit.')).toBe(true);
    expect(summary.split(/\s+/).length).toBeLessThanOrEqual(120);
    expect(standIn!.requests[0]!.body.messages![1]!.content).toContain('Summary so far: Sam came in late.');
  });

  it('keeps the summary when there is nothing to fold', async () => {
    const model = await modelFor([jsonAnswer('unused')]);
    expect(await model.summarize('As before.', [], request, signal)).toBe('As before.');
    expect(standIn!.requests).toHaveLength(0);
  });
});
