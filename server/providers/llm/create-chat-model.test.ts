import { createChatModel } from './create-chat-model';
import { OpenAiChatModel } from './openai/openai-chat-model';
import { PersonaEngine } from './persona/persona-engine';

describe('createChatModel', () => {
  it('uses the endpoint when a base URL is set', () => {
    const model = createChatModel({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2', timeoutMs: 60_000 });
    expect(model).toBeInstanceOf(OpenAiChatModel);
    expect(model.name).toBe('llama3.2');
  });

  it('falls back to the offline persona engine', () => {
    const model = createChatModel({ model: 'gpt-4o-mini', timeoutMs: 60_000 });
    expect(model).toBeInstanceOf(PersonaEngine);
    expect(model.name).toBe('persona-engine');
  });
});
