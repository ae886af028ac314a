import type { ChatRequest, PersonaCard } from '@/server/providers/llm/chat-model';
import { UnheardVoiceReply, writeUnheardReply } from './unheard-voice-reply';

const card = (personality: string, name = 'Kiriha Aoyagi'): PersonaCard => ({
  roleId: 1,
  name,
  gender: 'female',
  intro: '',
  greeting: '',
  personality,
  scenario: '',
  exampleDialogue: '',
  tags: [],
});
const request = (role: PersonaCard, seed = 7): ChatRequest => ({
  role,
  partner: { name: 'Sam' },
  summary: '',
  facts: [],
  history: [],
  lang: 'en-US',
  seed,
});

describe('the reply to a voice nobody could make out', () => {
  it('is the same for the same request, and varies with the seed', () => {
    const role = card('gentle and kind');
    expect(writeUnheardReply(request(role))).toEqual(writeUnheardReply(request(role)));
    const texts = new Set(Array.from({ length: 12 }, (_, seed) => writeUnheardReply(request(role, seed)).text));
    expect(texts.size).toBeGreaterThan(1);
  });

  it("speaks in the character's manner, by name, and never leaves a slot unfilled", () => {
    const shy = writeUnheardReply(request(card('shy, timid and quiet')));
    const proud = writeUnheardReply(request(card('proud, arrogant tsundere')));
    expect(shy.text).not.toBe(proud.text);
    for (const reply of [shy, proud]) {
      expect(reply.text).not.toMatch(/[{}]/);
      expect(reply.text).toContain('Kiriha');
      expect(reply.model).toBe('persona-engine');
    }
  });

  it('streams the whole line word by word and stops when the chat is left', async () => {
    const model = new UnheardVoiceReply();
    const req = request(card('cheerful and energetic'));
    const pieces: string[] = [];
    const stream = model.reply(req, new AbortController().signal);
    let step = await stream.next();
    while (!step.done) {
      pieces.push(step.value);
      step = await stream.next();
    }
    expect(pieces.join('')).toBe(step.value.text);
    const left = new AbortController();
    left.abort();
    await expect(model.reply(req, left.signal).next()).rejects.toMatchObject({ failure: 'aborted' });
  });
});
