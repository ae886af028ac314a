import { DataType, type RelationChangeData } from '@/lib/contracts/chat-codes';
import type { HistoryMessage } from '@/lib/contracts/chat';
import type { PlotProgress } from '@/lib/contracts/role-plot-rules';
import { MsgType, SocketCloseCode, SocketCode } from '@/lib/contracts/socket-codes';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import { frameData, type ChatMessage } from './chat-message';
import type { ChatSocketStatus } from './chat-socket';
import { compareMessageIds } from './message-id';

/** A failure the chat shows: the koin tip stays until dismissed (seed §8), the rest are toasts. */
export type ChatProblem = { kind: 'koin' } | { kind: 'completion' } | { kind: 'rateLimited' } | { kind: 'kicked' } | { kind: 'ws'; code: number };

export type StoredMessage = ChatMessage & { msgId: string };

/** Where the reply to one message has got to, from the socket's frames (a rephrase writes it again, one version up). */
interface ReplyProgress {
  version: number;
  finished: boolean;
  /** Characters of text received so far. */
  length: number;
}

/** One conversation with a character as the chat screen shows it. */
export interface ChatModel {
  roleId: number;
  topicId: string;
  topicType: number;
  /** Every message known, by id: this device's copies, the server's history and the socket's frames. */
  byId: ReadonlyMap<string, ChatMessage>;
  /** Text shown so far for replies being typed out (seed §4: 40 characters a second). */
  typed: Readonly<Record<string, string>>;
  /** The "AI inputting" placeholder after a send, until the reply starts. */
  waiting: boolean;
  connected: boolean;
  hasOlder: boolean;
  replies: Readonly<Record<string, ReplyProgress>>;
  /** The character asked what to call the user (seed enter_nickname), until they answer or skip. */
  askingName: boolean;
  /** The plot the conversation is playing (EnterPlot, PlotMsg), until it completes or is left (ExitPlot). */
  plot: PlotProgress | undefined;
}

/** Everything that changes the chat: socket frames and status, history pages, and the user's own steps. */
export type ChatAction =
  /** A frame from the socket, any conversation's. */
  /** The chat is (re)opened on a character: frames of its conversation are the ones shown. */
  | { type: 'opened'; roleId: number; topicId: string; topicType: number }
  | { type: 'frame'; frame: SocketFrame }
  | { type: 'socketStatus'; status: ChatSocketStatus }
  | { type: 'connectFailed' }
  /** Messages of this device's database (the newest screen on opening, older ones when scrolling up). */
  | { type: 'localLoaded'; messages: ChatMessage[] }
  /** The server's newest page; `total` (its count of messages) only on opening. */
  | { type: 'latestPulled'; list: HistoryMessage[]; total?: number }
  /** A page of the server's history before the oldest message shown. */
  | { type: 'olderPulled'; list: HistoryMessage[]; pageSize: number }
  /** A message of ours the send flow (SendTracker) stores, with each status it takes. */
  | { type: 'tracked'; message: StoredMessage }
  /** A message sent or a rephrase asked for: the reply is awaited. */
  | { type: 'awaitingReply' }
  /** The server's rephrased reply `msgId`. */
  | { type: 'rephrased'; msgId: string; message: HistoryMessage }
  /** A rephrase answered or failed. */
  | { type: 'rephraseSettled' }
  /** The typewriter showed more of a reply. */
  | { type: 'typed'; msgId: string; text: string }
  /** The user answered what to call them (the nickname is saved) or skipped the question. */
  | { type: 'nameSettled' };

/** What the chat asks of the world; the hook carries these out. */
export type ChatEffect =
  /** Keep these in this device's message database. */
  | { kind: 'save'; messages: StoredMessage[] }
  /** Type out a reply (again, with more text, while it streams); `final` once its last part is in. */
  | { kind: 'type'; msgId: string; text: string; final: boolean }
  | { kind: 'problem'; problem: ChatProblem }
  /** Play a reply's voice. */
  | { kind: 'voice'; url: string }
  /** A reply was paid for: the koin balance changed. */
  | { kind: 'walletChanged' }
  | { kind: 'transmit'; frame: SocketFrame }
  /** The socket was closed for an expired login. */
  | { kind: 'loginInvalid' }
  /** The plot being played completed (its rounds are done) or was left. */
  | { kind: 'plotEnded'; title: string; complete: boolean }
  /** The user and the character reached a new level of their relation (seed relation_change): celebrate it. */
  | { kind: 'relationChanged'; change: RelationChangeData };

export interface ChatUpdate {
  model: ChatModel;
  effects: ChatEffect[];
}

export function initialChat(roleId: number, topicId: string, topicType: number): ChatModel {
  return { roleId, topicId, topicType, byId: new Map(), typed: {}, waiting: false, connected: false, hasOlder: false, replies: {}, askingName: false, plot: undefined };
}

/** A message of the server's history as the chat keeps it. */
export const fromHistory = (m: HistoryMessage): StoredMessage => ({
  ...m,
  msgType: m.msgType === 'HeartBeat' ? 'HeartBeat' : 'Biz',
  conversationId: m.conversationId ?? undefined,
  status: 'success',
  isServerHistory: true,
  isHistoryMsg: true,
});

/** The messages shown, oldest first: error frames are kept out. */
export const visibleMessages = (byId: ChatModel['byId']): ChatMessage[] =>
  [...byId.values()].filter((m) => !m.code).sort((a, b) => compareMessageIds(a.msgId!, b.msgId!));

/** The id of the oldest message known, from which older history is asked. */
export const oldestMessageId = (model: ChatModel): string | undefined => [...model.byId.keys()].sort(compareMessageIds)[0];

/** The next state of the chat and what to do about it; pure: the same model and action give the same answer. */
export function reduceChat(model: ChatModel, action: ChatAction): ChatUpdate {
  switch (action.type) {
    case 'opened':
      return { model: { ...model, roleId: action.roleId, topicId: action.topicId, topicType: action.topicType }, effects: [] };
    case 'frame':
      return onFrame(model, action.frame);
    case 'socketStatus':
      return onStatus(model, action.status);
    case 'connectFailed':
      return { model: { ...model, connected: false }, effects: [] };
    case 'localLoaded':
      return { model: upsert(model, action.messages.map((m) => ({ ...m, isHistoryMsg: true }))), effects: [] };
    case 'latestPulled': {
      const list = action.list.map(fromHistory);
      const next = { ...upsert(model, list), waiting: false };
      if (action.total !== undefined) next.hasOlder = action.total > action.list.length;
      return { model: next, effects: [{ kind: 'save', messages: list }] };
    }
    case 'olderPulled': {
      const list = action.list.map(fromHistory);
      return { model: { ...upsert(model, list), hasOlder: action.list.length === action.pageSize }, effects: [{ kind: 'save', messages: list }] };
    }
    case 'tracked':
      return { model: upsert(model, [action.message]), effects: [{ kind: 'save', messages: [action.message] }] };
    case 'awaitingReply':
      return { model: { ...model, waiting: true }, effects: [] };
    case 'rephrased':
      return {
        model: upsert(model, [fromHistory(action.message)]),
        effects: [{ kind: 'type', msgId: action.msgId, text: contentOf(action.message), final: true }],
      };
    case 'rephraseSettled':
      return { model: { ...model, waiting: false }, effects: [{ kind: 'walletChanged' }] };
    case 'typed':
      return { model: { ...model, typed: { ...model.typed, [action.msgId]: action.text } }, effects: [] };
    case 'nameSettled':
      return model.askingName ? { model: { ...model, askingName: false }, effects: [] } : unchanged(model);
  }
}

function onFrame(model: ChatModel, frame: SocketFrame): ChatUpdate {
  // Acknowledgements and history answers concern the send flow only; other conversations are not shown here.
  if (frame.topicId !== model.topicId || frame.dataType === DataType.MsgAck || frame.dataType === DataType.GetHistory) return unchanged(model);
  const data = frameData(frame);
  if (frame.code) return onFailure(model, frame.code, data.replyTo);
  if (frame.dataType === DataType.EnterNickname) return { model: { ...model, askingName: true }, effects: [] };
  if (frame.dataType === DataType.EnterPlot || frame.dataType === DataType.PlotMsg || frame.dataType === DataType.ExitPlot) return onPlot(model, frame.dataType, data as unknown as Partial<PlotProgress>);
  if (frame.dataType === DataType.RelationChange) return onRelationChange(model, data as unknown as Partial<RelationChangeData>);
  if (!frame.msgId) return unchanged(model);
  const msgId = frame.msgId;
  const message: StoredMessage = { ...frame, msgId, status: 'success' };
  const text = String(data.content ?? '');
  const version = versionOf(frame);
  const progress = model.replies[msgId];

  if (data.pending) {
    // Each part carries the whole text so far: a part older than what is shown, or of a finished reply, is stale.
    if (progress && (progress.version > version || (progress.version === version && (progress.finished || progress.length > text.length)))) return unchanged(model);
    const next = { ...upsert(model, [message]), waiting: false, replies: { ...model.replies, [msgId]: { version, finished: false, length: text.length } } };
    return { model: next, effects: [{ kind: 'type', msgId, text, final: false }] };
  }

  // A finished message seen again (a redelivery) changes nothing.
  if (progress?.finished && progress.version >= version) return unchanged(model);
  const next = { ...upsert(model, [message]), replies: { ...model.replies, [msgId]: { version, finished: true, length: text.length } } };
  const effects: ChatEffect[] = [{ kind: 'save', messages: [message] }];
  // The intro card is information, shown at once; the character's words are typed out.
  if (frame.dataType !== DataType.Intro) effects.push({ kind: 'type', msgId, text, final: true });
  if (data.msgFinish && data.replyTo) {
    next.waiting = false;
    if (data.voice) effects.push({ kind: 'voice', url: data.voice });
    effects.push({ kind: 'walletChanged' });
  }
  return { model: next, effects };
}

/** Where the plot stands: playing (EnterPlot, PlotMsg), or over (ExitPlot, or any frame that says it ended). */
function onPlot(model: ChatModel, dataType: string, progress: Partial<PlotProgress>): ChatUpdate {
  if (dataType === DataType.ExitPlot || progress.ended) {
    if (!model.plot) return unchanged(model);
    return { model: { ...model, plot: undefined }, effects: [{ kind: 'plotEnded', title: progress.title ?? model.plot.title, complete: progress.complete === true }] };
  }
  if (!progress.plot || typeof progress.rounds !== 'number') return unchanged(model);
  return { model: { ...model, plot: progress as PlotProgress }, effects: [] };
}

/** A new level of the relation: celebrated when it is one, a frame that names none changes nothing. */
function onRelationChange(model: ChatModel, change: Partial<RelationChangeData>): ChatUpdate {
  if (typeof change.level !== 'number' || typeof change.levelKey !== 'string' || change.roleId !== model.roleId) return unchanged(model);
  return { model, effects: [{ kind: 'relationChanged', change: change as RelationChangeData }] };
}

function onFailure(model: ChatModel, code: number, replyTo: string | undefined): ChatUpdate {
  const next = { ...model, waiting: false };
  // 611 and 401 close the socket right after; the socket's status acts on them.
  if (code === SocketCode.KickOut || code === SocketCode.LoginInvalid) return { model: next, effects: [] };
  let problem: ChatProblem;
  if (code === SocketCode.BalanceNotEnough) problem = { kind: 'koin' };
  else if (code === SocketCode.CompletionFailed && replyTo) problem = { kind: 'completion' };
  else if (code === SocketCode.RateLimited) problem = { kind: 'rateLimited' };
  else problem = { kind: 'ws', code };
  return { model: next, effects: [{ kind: 'problem', problem }] };
}

function onStatus(model: ChatModel, status: ChatSocketStatus): ChatUpdate {
  if (status.state === 'open') {
    return { model: { ...model, connected: true }, effects: [{ kind: 'transmit', frame: enterFrame(model) }] };
  }
  if (status.state !== 'closed' && status.state !== 'error') return unchanged(model);
  const effects: ChatEffect[] = [];
  // The close code of a kick or an expired login, or the application close code the browser reports for it.
  if (status.code === SocketCode.KickOut || status.code === SocketCloseCode.KickOut) effects.push({ kind: 'problem', problem: { kind: 'kicked' } });
  else if (status.code === SocketCode.LoginInvalid || status.code === SocketCloseCode.LoginInvalid) effects.push({ kind: 'loginInvalid' });
  return { model: { ...model, connected: false }, effects };
}

/** Adds messages, or merges them into the copies already known. */
function upsert(model: ChatModel, list: ChatMessage[]): ChatModel {
  const byId = new Map(model.byId);
  for (const m of list) if (m.msgId) byId.set(m.msgId, { ...byId.get(m.msgId), ...m });
  return { ...model, byId };
}

/** EnterChat: the character's intro and greeting, or its question for the user's name first. */
const enterFrame = (model: ChatModel): SocketFrame => ({ msgType: MsgType.Biz, dataType: DataType.EnterChat, topicId: model.topicId, topicType: model.topicType, data: JSON.stringify({ roleId: model.roleId }) });
const unchanged = (model: ChatModel): ChatUpdate => ({ model, effects: [] });
const contentOf = (message: Pick<SocketFrame, 'data'>) => String(frameData(message).content ?? '');
const versionOf = (frame: SocketFrame) => (typeof frame.meta?.rewriteCount === 'number' ? frame.meta.rewriteCount : 0);
