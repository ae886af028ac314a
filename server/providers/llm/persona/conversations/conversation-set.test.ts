import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import type { ChatTurn, UserFact } from '../../chat-model';
import { extractFacts, mergeFacts } from '../../user-facts';
import { grammarProblems } from '../reply-grammar';
import { writeReply } from '../persona-engine';
import { loadConversations, playConversation, type Conversation, type EXPECTATIONS } from '@/server/test/persona-conversations';

/** The words an answer of each kind uses: a reply of the wrong kind (a non-answer) has none of them. */
const ANSWERS: Readonly<Record<(typeof EXPECTATIONS)[number], RegExp | null>> = {
  greeting: /\b(?:hi|hello|hey|welcome|there you are|good (?:morning|evening|afternoon)|morning|evening|came back|come in|you're here)\b/i,
  acknowledge: null,
  pastime: /\b(?:love|like|enjoy|fun|time|weekends?|spare|hobby|favourite|spend|day)\b/i,
  plan: /\b(?:today|tonight|tomorrow|this evening|plans?|going to|later|after|first|then)\b/i,
  self: /\b(?:I|I'm|I've|me|my)\b/,
  feeling: /\b(?:I'm|I am|I feel|fine|good|well|tired|better|busy|and you|how about you)\b/i,
  recall: null,
  example: null,
  lore: null,
  comfort: /\b(?:rest|sleep|sit|breath|here|sorry|tired|worn|eat|hard|awful)\b/i,
  deflect: /\b(?:not sure|don't know|no idea|can't say|couldn't (?:tell|say)|hard to say|beyond me|wouldn't know|no clue|haven't a clue|not my)\b/i,
  thanks: /\b(?:welcome|anytime|don't mention|pleasure|of course|glad)\b/i,
  goodbye: /\b(?:bye|goodbye|take care|see you|come back|tomorrow|good ?night|safe|sleep well|careful)\b/i,
};
const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);
const conversations = loadConversations();
const firstName = (c: Conversation) => c.role.name.split(/\s+/)[0]!;

/** Everything wrong with one played conversation, a line a fault. */
async function faults(conversation: Conversation, seed: number): Promise<string[]> {
  const played = await playConversation(conversation, seed, async (request) => writeReply(request));
  const others = conversations.filter((c) => c !== conversation).map(firstName);
  const world = new RegExp(`\\b(?:${conversation.world}|${firstName(conversation)})`, 'i');
  const found: string[] = [];
  played.forEach(({ user, reply }, i) => {
    const turn = conversation.turns[i]!;
    const where = `${firstName(conversation)} seed ${seed}, "${user}" → "${reply.text}":`;
    for (const problem of grammarProblems(reply.text)) found.push(`${where} ${problem}`);
    const answer = ANSWERS[turn.expect];
    if (answer && !answer.test(reply.text)) found.push(`${where} not a ${turn.expect} answer`);
    for (const word of turn.mentions ?? []) if (!reply.text.toLowerCase().includes(word.toLowerCase())) found.push(`${where} does not mention "${word}"`);
    for (const other of others) if (new RegExp(`\\b${other}\\b`).test(reply.text)) found.push(`${where} names another character, ${other}`);
  });
  const inWorld = played.filter(({ reply }) => world.test(reply.text)).length;
  if (inWorld * 2 < played.length) found.push(`${firstName(conversation)} seed ${seed}: only ${inWorld} of ${played.length} replies use the character's world`);
  return found;
}

describe('the offline engine over the conversation set', () => {
  it('holds at least 40 user turns over 5 starter characters', () => {
    expect(conversations.length).toBeGreaterThanOrEqual(5);
    expect(conversations.reduce((sum, c) => sum + c.turns.length, 0)).toBeGreaterThanOrEqual(40);
  });

  it.each(conversations.map((c) => [c.character, c] as const))('answers every turn as %s, in whole sentences, over several seeds', async (_, conversation) => {
    const all = (await Promise.all(SEEDS.map((seed) => faults(conversation, seed)))).flat();
    expect(all).toEqual([]);
  });
});

/** The same first conversation with every starter character: whatever the card, the replies are whole sentences. */
const FIRST_CHAT = ['Hi!', 'My name is Sam and I love sailing', 'What do you like to do on weekends?', 'Tell me something you remember about me', 'Who are you?', 'What are your plans for tonight?', 'How are you?', 'Do you like cats?', 'Why is the sky blue?', 'What do I like?', 'Thanks, goodbye!'];

it('writes whole sentences to every starter character in a first chat', () => {
  const problems: string[] = [];
  STARTER_ROLES.forEach((starter, i) => {
    const role = { roleId: i + 1, ...starter };
    for (const seed of [1, 2]) {
      const history: ChatTurn[] = [{ speaker: 'character', text: role.greeting }];
      let facts: UserFact[] = [];
      for (const text of FIRST_CHAT) {
        history.push({ speaker: 'user', text });
        const reply = writeReply({ role, partner: { name: '' }, summary: '', facts, history: history.slice(-16), lang: 'en-US', seed });
        facts = mergeFacts(facts, extractFacts(text));
        problems.push(...grammarProblems(reply.text).map((p) => `${role.name} seed ${seed}, "${text}": ${p}`));
        history.push({ speaker: 'character', text: reply.text });
      }
    }
  });
  expect(problems).toEqual([]);
});
