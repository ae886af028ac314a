import type { Emotion } from '@/lib/contracts/chat';
import { createRandom } from '@/lib/seeded-random';
import { ChatModelError, type ChatModel, type ChatRequest, type ReplyResult } from '@/server/providers/llm/chat-model';
import { readCardVoice } from '@/server/providers/llm/persona/card-voice';
import type { Tone } from '@/server/providers/llm/persona/card-tone';
import { pickLine } from '@/server/providers/llm/persona/line-slots';
import { timelineOfParts } from '@/server/providers/llm/director/sentence-timeline';
import { motionForEmotion } from '@/server/providers/llm/motion-for-emotion';
import { readMemory } from '@/server/providers/llm/persona/persona-memory';
import type { ToneLines } from '@/server/providers/llm/persona/persona-lines';
import { PERSONA_ENGINE_MODEL } from '@/server/providers/llm/persona/persona-engine';

/** In the offline engine's manner: the character heard the voice but not the words, and asks again. */
const LINES: ToneLines = {
  any: [
    "*{char} tilts {P} head, listening hard.* Sorry, {user}, your voice came through but the words didn't. Say it again?",
    "*{char} leans closer.* I heard you, but not what you said. Once more, {user}?",
    "*{char} frowns at the crackle.* That one got lost on the way. Could you type it for me?",
  ],
  proud: ["*{char} crosses {P} arms.* Mumbling, {user}? Speak up. I'm not repeating my question, but you can repeat yours.", '*{char} narrows {P} eyes.* Was that supposed to be words? Again. Clearly.'],
  gruff: ["*{char} grunts.* Didn't catch that. Again.", '*{char} squints.* ...Static. Say it plainer, {user}.'],
  shy: ["*{char} fidgets.* U-um, sorry, {user}... I couldn't quite hear you. C-could you say it again?", "*{char} leans in, cheeks pink.* I-I missed it... one more time?"],
  cheerful: ["*{char} cups a hand to {P} ear.* Huh? You're all crackly, {user}! Say it again!", "*{char} laughs.* I heard a voice but no words! Again, again!"],
  gentle: ["*{char} smiles softly.* I'm sorry, {user}, I couldn't make out your words. Take your time and tell me again?", "*{char} waits patiently.* Your message didn't come through clearly. I'm listening."],
  deadpan: ['*{char} stares.* That was a noise. Possibly words. Try again, {user}.', "*{char} blinks.* I received... sound. Impressive. Now try words."],
  dark: ['*{char} tilts {P} head.* Whispers, {user}? I could not make them out. Speak again.', '*{char} listens to the silence after.* Your words were lost. Say them once more.'],
};
/** How each manner takes a message it could not hear. */
const FEELINGS: Partial<Record<Tone, Emotion>> & { any: Emotion } = { proud: 'annoyance', gruff: 'annoyance', cheerful: 'amusement', deadpan: 'amusement', shy: 'nervousness', gentle: 'caring', any: 'confusion' };

/**
 * The reply to a voice message whose words nobody could make out (no transcriber configured and none from
 * the client): whatever chat model is configured, the character says, in its own manner, that it heard
 * the voice but not the words. Deterministic for a request, like the offline engine it speaks for.
 */
export class UnheardVoiceReply implements Pick<ChatModel, 'reply'> {
  async *reply(request: ChatRequest, signal: AbortSignal): AsyncGenerator<string, ReplyResult, void> {
    const result = writeUnheardReply(request);
    for (const piece of result.text.match(/\S+\s*/g) ?? []) {
      if (signal.aborted) throw new ChatModelError('aborted', 'the chat was left');
      yield piece;
    }
    return result;
  }
}

export function writeUnheardReply(request: ChatRequest): ReplyResult {
  const voice = readCardVoice(request.role);
  const memory = readMemory(request.partner, request.facts);
  const rng = createRandom(`${request.seed}:${request.history.length}`, 'voice-unheard');
  const recent = request.history.filter((t) => t.speaker === 'character').slice(-2).map((t) => t.text);
  const slots = { char: voice.firstName, P: voice.possessive, user: memory.knowsName ? memory.userName : undefined };
  // Every manner has lines without the user's name, so the second pick always finds one.
  const line = pickLine(LINES, voice.tone, rng, slots, recent) ?? pickLine(LINES, voice.tone, rng, slots)!;
  const emotion = FEELINGS[voice.tone] ?? FEELINGS.any;
  const { text, timeline } = timelineOfParts([{ text: line, cues: { emotion } }]);
  return { text, emotion, motion: motionForEmotion(emotion), timeline, model: PERSONA_ENGINE_MODEL };
}
