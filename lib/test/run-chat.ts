import { initialChat, reduceChat, type ChatAction, type ChatEffect, type ChatModel } from '@/lib/chat/chat-reducer';

/** The role the chat reducer's tests talk to. */
export const TEST_ROLE = 42;
export const openTestChat = () => initialChat(TEST_ROLE, String(TEST_ROLE), 1);

/** Runs actions through the chat reducer from a model, collecting every effect asked for. */
export function runChat(actions: ChatAction[], from: ChatModel = openTestChat()): { model: ChatModel; effects: ChatEffect[] } {
  let model = from;
  const effects: ChatEffect[] = [];
  for (const action of actions) {
    const update = reduceChat(model, action);
    model = update.model;
    effects.push(...update.effects);
  }
  return { model, effects };
}
