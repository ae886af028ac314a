import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LlmSettings } from '@/server/env';
import { createChatModel } from './create-chat-model';
import { LocalChatModel } from './local/local-chat-model';
import { OpenAiChatModel } from './openai/openai-chat-model';
import { PersonaEngine } from './persona/persona-engine';

describe('createChatModel', () => {
  let modelsDir: string;
  const settings = (extra: Partial<LlmSettings> = {}): LlmSettings => ({
    model: 'gpt-4o-mini',
    timeoutMs: 60_000,
    local: { modelsDir, sequences: 1, queue: 8, contextSize: 4096, maxTokens: 64, threads: 0, gpu: false },
    ...extra,
  });

  beforeEach(async () => {
    modelsDir = await mkdtemp(path.join(os.tmpdir(), 'koko-models-'));
  });
  afterEach(() => rm(modelsDir, { recursive: true, force: true }));

  it('uses the endpoint when a base URL is set, even with a model in the data folder', async () => {
    await writeFile(path.join(modelsDir, 'tiny.gguf'), 'GGUF');
    const model = createChatModel(settings({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2' }));
    expect(model).toBeInstanceOf(OpenAiChatModel);
    expect(model.name).toBe('llama3.2');
  });

  it('serves a model from the data folder when no base URL is set', async () => {
    await writeFile(path.join(modelsDir, 'tiny.gguf'), 'GGUF');
    const model = createChatModel(settings());
    expect(model).toBeInstanceOf(LocalChatModel);
    expect(model.name).toBe('tiny');
  });

  it('falls back to the offline persona engine without a model', () => {
    const model = createChatModel(settings());
    expect(model).toBeInstanceOf(PersonaEngine);
    expect(model.name).toBe('persona-engine');
  });
});
