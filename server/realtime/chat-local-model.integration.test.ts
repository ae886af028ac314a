import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chatServerFixture } from '@/server/test/chat-server';
import { DATABASE_KINDS } from '@/server/test/test-database';
import { tinyGguf } from '@/server/test/tiny-gguf';

jest.setTimeout(60_000);

describe.each(DATABASE_KINDS)('chat with a local model in the data folder [%s]', (kind) => {
  let dataDir: string;
  let modelFile: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'koko-local-chat-'));
    await mkdir(path.join(dataDir, 'models'));
    modelFile = path.join(dataDir, 'models', 'tiny.gguf');
    // The model is cut short (an interrupted copy) until the second test makes it whole.
    const whole = tinyGguf();
    await writeFile(modelFile, whole.subarray(0, whole.length / 2));
  });
  const fx = chatServerFixture(kind, () => ({ env: { KOKO_DATA_DIR: dataDir, KOKO_LLM_LOCAL_THREADS: '1', KOKO_LLM_LOCAL_MAX_TOKENS: '16' } }));
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refunds the koin and says "AI completion failed" when the model cannot be loaded', async () => {
    const { socket, token } = await fx.guest();
    const before = await fx.balanceOf(token);
    const sent = socket.talk(fx.server.roleId, 'Hello?');
    const failure = await socket.waitFor((f) => f.parsed.replyTo === sent && f.code !== 0, 30_000);
    expect(failure.code).toBe(500);
    expect(failure.parsed.message).toBe('AI completion failed');
    expect(await fx.balanceOf(token)).toBe(before);
    await socket.close();
  });

  it('streams the reply of the model in pieces once the file is whole, and names the model', async () => {
    await writeFile(modelFile, tinyGguf());
    expect((await readFile(modelFile)).subarray(0, 4).toString()).toBe('GGUF');
    const { socket, token } = await fx.guest();
    const before = await fx.balanceOf(token);
    const sent = socket.talk(fx.server.roleId, 'Hi!');
    const reply = await socket.reply(sent);
    expect(reply.parsed).toMatchObject({ msgFinish: true, llmModel: 'tiny' });
    expect(String(reply.parsed.content).length).toBeGreaterThan(0);
    const pending = socket.frames.filter((f) => f.parsed.pending === true && f.parsed.replyTo === sent);
    expect(pending.length).toBeGreaterThan(0);
    expect(await fx.balanceOf(token)).toBe(before - 1);
    await socket.close();
  });
});
