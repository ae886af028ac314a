import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import { ChatModelError, type ChatRequest, type ReplyResult } from '../chat-model';
import { chunk, jsonAnswer, silentAnswer, startStandIn, statusAnswer, streamAnswer, type Answer, type StandIn } from '@/server/test/completion-stand-in';
import { OpenAiChatModel } from './openai-chat-model';

const request: ChatRequest = {
  role: { roleId: 1, ...STARTER_ROLES[0]! },
  partner: { name: 'Sam' },
  summary: '',
  facts: [],
  history: [{ speaker: 'user', text: 'Hello!' }],
  lang: 'en-US',
  seed: 1,
};

let standIn: StandIn | undefined;
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

async function modelFor(answers: Answer[], timeoutMs = 2000) {
  standIn = await startStandIn(answers);
  return new OpenAiChatModel({ baseUrl: standIn.url, apiKey: 'sk-test', model: 'test-model', timeoutMs, retryDelayMs: 1, maxRetryAfterMs: 20 });
}

/** Runs a reply to the end: the pieces shown, and the result or the failure. */
async function run(model: OpenAiChatModel, signal = new AbortController().signal) {
  const pieces: string[] = [];
  const generator = model.reply(request, signal);
  try {
    for (;;) {
      const next = await generator.next();
      if (next.done) return { pieces, result: next.value as ReplyResult };
      pieces.push(next.value);
    }
  } catch (error) {
    return { pieces, error: error as ChatModelError };
  }
}

describe('OpenAiChatModel.reply', () => {
  it('streams the pieces in order, hides the emotion tag and maps its label', async () => {
    const model = await modelFor([streamAnswer(['Hmph. ', "You're ", 'late, Sam.', ' [emo', 'tion: happy]'])]);
    const { pieces, result } = await run(model);
    expect(pieces.join('')).toBe("Hmph. You're late, Sam.");
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    expect(result).toEqual({
      text: "Hmph. You're late, Sam.",
      emotion: 'joy',
      motion: 'active',
      timeline: { segments: [{ text: "Hmph. You're late, Sam.", emotion: 'joy', motion: 'active', gaze: 'user' }] },
      model: 'test-model',
    });
    const sent = standIn!.requests[0]!;
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'test-model', stream: true });
    expect(sent.body.messages!.map((m) => m.role)).toEqual(['system', 'user']);
  });

  it('directs each sentence with its tag: the words stream without them, the timeline changes on them', async () => {
    const model = await modelFor([streamAnswer(['[annoy', 'ance|idle|gaze:away] Hmph. ', "You're late, Sam. [embarrassment|ga", 'ze:down] ...I waited', ', you know. [emotion: joy]'])]);
    const { pieces, result } = await run(model);
    expect(pieces.join('')).toBe("Hmph. You're late, Sam. ...I waited, you know.");
    expect(pieces.join('')).not.toMatch(/[[\]]/);
    expect(result!.timeline.segments).toEqual([
      { text: "Hmph. You're late, Sam. ", emotion: 'annoyance', motion: 'idle', gaze: 'away' },
      { text: '...I waited, you know.', emotion: 'embarrassment', motion: 'emotion', gaze: 'down' },
    ]);
    expect(result).toMatchObject({ emotion: 'annoyance', motion: 'idle' });
    expect(standIn!.requests[0]!.body.messages![0]!.content).toContain('[joy|wave|gaze:user]');
  });

  it('streams the texts of a JSON timeline when the model answers with one', async () => {
    const model = await modelFor([streamAnswer(['{"segments": [{"text": "Welcome ', 'back!", "emotion": "joy", "motion": "wave", "gaze": "user"}, ', '{"text": "Sit.", "emotion": "caring", "motion": "idle", "gaze": "down"}]}'])]);
    const { pieces, result } = await run(model);
    expect(pieces.join('')).toBe('Welcome back! Sit.');
    expect(pieces[0]).toBe('Welcome');
    expect(result!.timeline.segments.map((s) => [s.text, s.emotion, s.motion, s.gaze])).toEqual([
      ['Welcome back! ', 'joy', 'appear', 'user'],
      ['Sit.', 'caring', 'idle', 'down'],
    ]);
  });

  it('tries again after a 500', async () => {
    const model = await modelFor([statusAnswer(500), streamAnswer(['Again! ', '[emotion: excitement]'])]);
    const { result } = await run(model);
    expect(result).toMatchObject({ text: 'Again!', emotion: 'excitement' });
    expect(standIn!.requests).toHaveLength(2);
  });

  it('waits out a 429 with Retry-After, then goes on', async () => {
    const model = await modelFor([statusAnswer(429, { 'retry-after': '3' }), streamAnswer(['Fine.'])]);
    const { result } = await run(model);
    expect(result).toMatchObject({ text: 'Fine.', emotion: 'neutral', motion: 'talk' });
    expect(standIn!.requests).toHaveLength(2);
  });

  it('gives up after three rate-limited attempts', async () => {
    const model = await modelFor([statusAnswer(429, { 'retry-after': '0' })]);
    const { error } = await run(model);
    expect([error?.failure, error?.status]).toEqual(['rate-limited', 429]);
    expect(standIn!.requests).toHaveLength(3);
  });

  it('does not retry a 401', async () => {
    const model = await modelFor([statusAnswer(401), streamAnswer(['never'])]);
    const { error, pieces } = await run(model);
    expect(error).toBeInstanceOf(ChatModelError);
    expect([error?.failure, error?.status]).toEqual(['http', 401]);
    expect(error?.message).toContain('status 401');
    expect(pieces).toEqual([]);
    expect(standIn!.requests).toHaveLength(1);
  });

  it('times out before the first token, retrying twice', async () => {
    const model = await modelFor([silentAnswer], 150);
    const { error } = await run(model);
    expect(error?.failure).toBe('timeout');
    expect(standIn!.requests).toHaveLength(3);
  });

  it('times out between tokens without retrying once text was shown', async () => {
    const model = await modelFor([(res) => void res.writeHead(200, { 'content-type': 'text/event-stream' }).write(chunk('Well... '))], 150);
    const { error, pieces } = await run(model);
    expect(pieces).toEqual(['Well...']);
    expect(error?.failure).toBe('timeout');
    expect(standIn!.requests).toHaveLength(1);
  });

  it('reports a stream cut in the middle as interrupted, without retrying', async () => {
    const cut: Answer = (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('First part. '));
      res.write(chunk('Second part.'));
      setTimeout(() => res.socket?.destroy(), 20);
    };
    const model = await modelFor([cut, streamAnswer(['never'])]);
    const { error, pieces } = await run(model);
    expect(pieces.join('')).toBe('First part. Second part.');
    expect(error?.failure).toBe('interrupted');
    expect(standIn!.requests).toHaveLength(1);
  });

  it('takes a stream that ends without finishing for a cut too', async () => {
    const model = await modelFor([(res) => void res.writeHead(200, { 'content-type': 'text/event-stream' }).end(chunk('Half a'))]);
    const { error, pieces } = await run(model);
    expect([pieces, error?.failure]).toEqual([['Half a'], 'interrupted']);
    expect(standIn!.requests).toHaveLength(1);
  });

  it('stops the request at once when the signal aborts', async () => {
    const model = await modelFor([(res) => void res.writeHead(200, { 'content-type': 'text/event-stream' }).write(chunk('Listen, '))]);
    const controller = new AbortController();
    const generator = model.reply(request, controller.signal);
    expect((await generator.next()).value).toBe('Listen,');
    controller.abort();
    await standIn!.requests[0]!.abandoned;
    await expect(generator.next()).rejects.toMatchObject({ failure: 'aborted' });
    expect(standIn!.requests).toHaveLength(1);
  });

  it('fails as aborted without a request when the signal is already aborted', async () => {
    const model = await modelFor([streamAnswer(['never'])]);
    const { error } = await run(model, AbortSignal.abort());
    expect(error?.failure).toBe('aborted');
    expect(standIn!.requests).toHaveLength(0);
  });

  it('skips a malformed chunk and keeps the rest of the reply', async () => {
    const model = await modelFor([
      (res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(chunk('One, '));
        res.write('data: {"choices": [{"delta": {"content": \n\n');
        res.write(': keep-alive comment\n\n');
        res.write(chunk('two.', 'stop'));
        res.end('data: [DONE]\n\n');
      },
    ]);
    const { result } = await run(model);
    expect(result?.text).toBe('One, two.');
  });

  it('accepts a server that ignores stream: true and answers JSON', async () => {
    const model = await modelFor([jsonAnswer('Plain answer. [emotion: gratitude]')]);
    const { result, pieces } = await run(model);
    expect(pieces).toEqual(['Plain answer.']);
    expect(result?.emotion).toBe('gratitude');
  });

  it('calls an empty reply a bad response', async () => {
    const model = await modelFor([streamAnswer(['[emotion: joy]'])]);
    expect((await run(model)).error?.failure).toBe('bad-response');
  });

  it('reports an unreachable endpoint after retrying', async () => {
    const closed = await startStandIn([streamAnswer(['x'])]);
    await closed.stop();
    const model = new OpenAiChatModel({ baseUrl: closed.url, model: 'test-model', timeoutMs: 1000, retryDelayMs: 1 });
    const { error } = await run(model);
    expect([error?.failure, error?.status]).toEqual(['http', undefined]);
    expect(error?.message).toMatch(/could not reach the chat model/);
  });
});
