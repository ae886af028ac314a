import type { ChatMemoryView } from '@/lib/contracts/memory';
import { chatServerFixture } from '@/server/test/chat-server';
import { apiCall } from '@/server/test/chat-socket-client';
import { startLlmStandIn, type LlmStandIn } from '@/server/test/llm-stand-in';
import { DATABASE_KINDS } from '@/server/test/test-database';

jest.setTimeout(120_000);

type Fixture = ReturnType<typeof chatServerFixture>;

/** The memory once `done` holds for it: the facts a message taught are saved just after its reply. */
async function memoryWhen(fx: Fixture, token: string, done: (memory: ChatMemoryView) => boolean): Promise<ChatMemoryView> {
  for (let i = 0; i < 100; i += 1) {
    const { data } = await apiCall<ChatMemoryView>(fx.server.port, 'POST', '/app/memory/get', token, { roleId: fx.server.roleId });
    if (done(data)) return data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the memory never reached the state awaited');
}

const values = (memory: ChatMemoryView) => memory.facts.map((f) => f.value);

describe.each(DATABASE_KINDS)('editing what a character remembers, against an OpenAI-compatible endpoint [%s]', (kind) => {
  let llm: LlmStandIn;
  beforeAll(async () => {
    llm = await startLlmStandIn({ delayMs: 5 });
  });
  const fx = chatServerFixture(kind, () => ({ env: { KOKO_LLM_BASE_URL: llm.url, KOKO_LLM_MODEL: 'stand-in-1', KOKO_LLM_TIMEOUT_MS: '1000' } }));
  afterAll(async () => {
    await llm.stop();
  });

  /** The system part of the prompt the reply to `text` was written from (the last asked, the one answered). */
  const systemFor = (text: string) =>
    llm.prompts
      .filter((messages) => messages.some((m) => m.content.includes(text)))
      .at(-1)!
      .filter((m) => m.role === 'system')
      .map((m) => m.content)
      .join('\n');

  it('leaves a deleted fact out of the next prompt, and an edited one says its new value', async () => {
    const { socket, token } = await fx.guest(10);
    await socket.reply(socket.talk(fx.server.roleId, 'My name is Odalys and I have a cat called Pim.'));
    await socket.reply(socket.talk(fx.server.roleId, 'I work as a baker.'));
    await memoryWhen(fx, token, (m) => values(m).includes('baker'));
    expect(systemFor('I work as a baker.')).toMatch(/Pim/);

    const deleted = await apiCall<ChatMemoryView>(fx.server.port, 'POST', '/app/memory/deleteFact', token, { roleId: fx.server.roleId, kind: 'pet', value: 'Pim' });
    expect(deleted.code).toBe(0);
    expect(values(deleted.data)).toEqual(['Odalys', 'baker']);
    const edited = await apiCall<ChatMemoryView>(fx.server.port, 'POST', '/app/memory/editFact', token, { roleId: fx.server.roleId, kind: 'job', value: 'baker', newValue: 'pastry chef' });
    expect(values(edited.data)).toEqual(['Odalys', 'pastry chef']);

    await socket.reply(socket.talk(fx.server.roleId, 'What do you know about me?'));
    const system = systemFor('What do you know about me?');
    expect(system).toMatch(/What you remember about Odalys:/);
    expect(system).toContain('pastry chef');
    expect(system).not.toContain('Pim');
    expect(system).not.toContain('baker');
    // The turns that said them are still in the prompt's history, without those sentences.
    const whole = llm.prompts
      .filter((messages) => messages.some((m) => m.content.includes('What do you know about me?')))
      .at(-1)!
      .map((m) => m.content)
      .join('\n');
    expect(whole).not.toMatch(/Pim|baker/);
    // A message after the deletion saves its own facts, and the deleted one stays deleted.
    expect(values(await memoryWhen(fx, token, () => true))).toEqual(['Odalys', 'pastry chef']);
    await socket.close();
  });

  it('forgets everything: no fact, no summary and none of the earlier turns reaches the next prompt', async () => {
    const { socket, token } = await fx.guest(10);
    await socket.reply(socket.talk(fx.server.roleId, 'I have a dog called Marzipan.'));
    await memoryWhen(fx, token, (m) => values(m).includes('Marzipan'));
    const summary = await apiCall<ChatMemoryView>(fx.server.port, 'POST', '/app/memory/saveSummary', token, { roleId: fx.server.roleId, summary: 'They talked about Marzipan the dog.' });
    expect(summary.data.summary).toBe('They talked about Marzipan the dog.');
    const forgotten = await apiCall<ChatMemoryView>(fx.server.port, 'POST', '/app/memory/forget', token, { roleId: fx.server.roleId });
    expect(forgotten.data).toEqual({ roleId: fx.server.roleId, facts: [], summary: '' });

    await socket.reply(socket.talk(fx.server.roleId, 'Hello again, stranger.'));
    const prompt = llm.prompts.filter((messages) => messages.some((m) => m.content.includes('Hello again, stranger.'))).at(-1)!;
    expect(prompt.map((m) => m.content).join('\n')).not.toContain('Marzipan');
    await socket.close();
  });

  it("answers 404 for a fact the caller's memory does not hold, and for a role they cannot open", async () => {
    const a = await fx.guest(5);
    const b = await fx.guest(5);
    await a.socket.reply(a.socket.talk(fx.server.roleId, 'I have a cat called Tofu.'));
    await memoryWhen(fx, a.token, (m) => values(m).includes('Tofu'));
    // B has no such fact: A's memory is out of reach, and stays as it is.
    const other = await apiCall(fx.server.port, 'POST', '/app/memory/deleteFact', b.token, { roleId: fx.server.roleId, kind: 'pet', value: 'Tofu' });
    expect(other).toMatchObject({ code: 404, message: 'Fact not found', data: null });
    expect((await apiCall<ChatMemoryView>(fx.server.port, 'POST', '/app/memory/get', b.token, { roleId: fx.server.roleId })).data.facts).toEqual([]);
    expect(values(await memoryWhen(fx, a.token, () => true))).toEqual(['Tofu']);
    expect((await apiCall(fx.server.port, 'POST', '/app/memory/get', a.token, { roleId: 987654 })).code).toBe(404);
    expect((await apiCall(fx.server.port, 'POST', '/app/memory/forget', a.token, { roleId: 987654 })).code).toBe(404);
    await a.socket.close();
    await b.socket.close();
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const { socket, token } = await fx.guest(5);
    await socket.reply(socket.talk(fx.server.roleId, 'I have a cat called Miso.'));
    await memoryWhen(fx, token, (m) => values(m).includes('Miso'));
    const roleId = fx.server.roleId;
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['/app/memory/editFact', { roleId, kind: 'pet', value: 'Miso', newValue: '   ' }, /newValue/],
      ['/app/memory/editFact', { roleId, kind: 'pet', value: 'Miso', newValue: 'x'.repeat(201) }, /newValue/],
      ['/app/memory/editFact', { roleId, kind: 'pet', value: 'Miso', newValue: 'Mi\u0000so' }, /newValue/],
      ['/app/memory/deleteFact', { roleId, kind: 'spaceship', value: 'Miso' }, /kind/],
      ['/app/memory/saveSummary', { roleId, summary: 'y'.repeat(8001) }, /summary/],
      ['/app/memory/get', { roleId: 'one' }, /roleId/],
    ];
    for (const [path, body, field] of cases) {
      const answer = await apiCall(fx.server.port, 'POST', path, token, body);
      expect(answer.code).toBe(400);
      expect(answer.message).toMatch(field);
    }
    expect(await memoryWhen(fx, token, () => true)).toEqual({ roleId, facts: [{ kind: 'pet', value: 'Miso' }], summary: '' });
    await socket.close();
  });
});

describe.each(DATABASE_KINDS)('forgetting with the offline persona engine [%s]', (kind) => {
  const fx = chatServerFixture(kind);

  it('no longer knows the name of a pet the user made it forget', async () => {
    const { socket, token } = await fx.guest(10);
    await socket.reply(socket.talk(fx.server.roleId, 'I have a cat called Biscuit.'));
    await memoryWhen(fx, token, (m) => values(m).includes('Biscuit'));
    const remembered = await socket.reply(socket.talk(fx.server.roleId, "Do you remember my cat's name?"));
    expect(String(remembered.parsed.content)).toContain('Biscuit');
    expect((await apiCall(fx.server.port, 'POST', '/app/memory/forget', token, { roleId: fx.server.roleId })).code).toBe(0);
    const forgot = await socket.reply(socket.talk(fx.server.roleId, "Do you remember my cat's name?"));
    expect(String(forgot.parsed.content)).not.toContain('Biscuit');
    await socket.close();
  });

  it('no longer knows one fact the user deleted, though the turn that told it is among the recent ones', async () => {
    const { socket, token } = await fx.guest(10);
    await socket.reply(socket.talk(fx.server.roleId, 'I have a dog called Waffles.'));
    await memoryWhen(fx, token, (m) => values(m).includes('Waffles'));
    const remembered = await socket.reply(socket.talk(fx.server.roleId, "Do you remember my dog's name?"));
    expect(String(remembered.parsed.content)).toContain('Waffles');
    expect((await apiCall(fx.server.port, 'POST', '/app/memory/deleteFact', token, { roleId: fx.server.roleId, kind: 'pet', value: 'Waffles' })).code).toBe(0);
    const forgot = await socket.reply(socket.talk(fx.server.roleId, "Do you remember my dog's name?"));
    expect(String(forgot.parsed.content)).not.toContain('Waffles');
    await socket.close();
  });
});
