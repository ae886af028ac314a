import { ChatModelError, type ReplyResult } from './chat-model';
import { emotionFromLabel } from './emotion-label';
import { motionForEmotion } from './motion-for-emotion';

/** A model's finished answer: its text, and the emotion and motion its tag names. An empty answer is a failure. */
export function replyResult(text: string, label: string | undefined, model: string): ReplyResult {
  if (!text.trim()) throw new ChatModelError('bad-response', `the chat model ${model} answered with no text`);
  const emotion = emotionFromLabel(label ?? '');
  return { text, emotion, motion: motionForEmotion(emotion), model };
}
