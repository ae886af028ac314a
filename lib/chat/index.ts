/** The chat domain's entry for pages and components; the socket worker imports its own parts directly. */
export { chatSocket, ChatSocket, fetchSocketUrl, socketUrl, type ChatSocketStatus, type SocketTransport } from './chat-socket';
export { conversationKey, frameData, type ChatMessage, type FrameData, type MessageStatus } from './chat-message';
export {
  conversationSummaries,
  deleteConversation,
  getMessage,
  listConversation,
  saveMessage,
  saveMessages,
  type ConversationSummary,
  type MessageRecord,
} from './message-db';
export { compareMessageIds, nextMessageId } from './message-id';
export { SendTracker, type Conversation, type SendTrackerOptions } from './send-tracker';
export { stillTyping, Typewriter, type TypedText } from './typewriter';
export { fromHistory, initialChat, oldestMessageId, reduceChat, visibleMessages, type ChatAction, type ChatEffect, type ChatModel, type ChatProblem, type ChatUpdate, type StoredMessage } from './chat-reducer';
