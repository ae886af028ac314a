import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ChatMessage } from './chat-message';
import { compareMessageIds } from './message-id';

/** Seed §3 "Local message record": a database named after the product, schema version 2, table msg. */
export const MESSAGE_DB_NAME = 'KOKO';
export const MESSAGE_DB_VERSION = 2;
export const CONVERSATION_INDEX = 'topicId_topicType_uid';

export interface MessageRecord {
  msgId: string;
  topicId: string;
  topicType: number;
  uid: string;
  fromUid: string;
  msg: ChatMessage;
  dataType: string;
  /** Seed §3: stored as 1. */
  ack: 1;
  /** UTC, ISO 8601. */
  createTime: string;
}

interface KokoDb extends DBSchema {
  msg: {
    key: string;
    value: MessageRecord;
    indexes: {
      topicId: string;
      fromUid: string;
      topicType: number;
      uid: string;
      dataType: string;
      [CONVERSATION_INDEX]: [string, number, string];
    };
  };
}

export interface ConversationSummary {
  topicId: string;
  topicType: number;
  last: ChatMessage;
  count: number;
}

let opening: Promise<IDBPDatabase<KokoDb> | null> | undefined;

/** Resolves to null where IndexedDB is missing or refused (private mode): the chat then runs on server history. */
function messageDb(): Promise<IDBPDatabase<KokoDb> | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  opening ??= openDB<KokoDb>(MESSAGE_DB_NAME, MESSAGE_DB_VERSION, {
    upgrade(db, _oldVersion, _newVersion, tx) {
      const store = db.objectStoreNames.contains('msg') ? tx.objectStore('msg') : db.createObjectStore('msg', { keyPath: 'msgId' });
      for (const name of ['topicId', 'fromUid', 'topicType', 'uid', 'dataType'] as const) {
        if (!store.indexNames.contains(name)) store.createIndex(name, name);
      }
      if (!store.indexNames.contains(CONVERSATION_INDEX)) store.createIndex(CONVERSATION_INDEX, ['topicId', 'topicType', 'uid']);
    },
    terminated() {
      opening = undefined;
    },
  }).catch(() => null);
  return opening;
}

async function withDb<T>(fallback: T, run: (db: IDBPDatabase<KokoDb>) => Promise<T>): Promise<T> {
  try {
    const db = await messageDb();
    return db ? await run(db) : fallback;
  } catch {
    return fallback;
  }
}

function toRecord(uid: string | number, msg: ChatMessage & { msgId: string }): MessageRecord {
  return {
    msgId: msg.msgId,
    topicId: String(msg.topicId ?? ''),
    topicType: msg.topicType ?? 0,
    uid: String(uid),
    fromUid: String(msg.fromUid ?? ''),
    msg,
    dataType: msg.dataType ?? '',
    ack: 1,
    createTime: new Date(msg.sendTimestamp ?? Date.now()).toISOString(),
  };
}

/** Stores a message of user `uid`'s chat; the same msgId overwrites (streamed replies, redeliveries). */
export const saveMessage = (uid: string | number, msg: ChatMessage & { msgId: string }) => saveMessages(uid, [msg]);

export function saveMessages(uid: string | number, messages: (ChatMessage & { msgId: string })[]): Promise<void> {
  return withDb(undefined, async (db) => {
    const tx = db.transaction('msg', 'readwrite');
    await Promise.all([...messages.map((msg) => tx.store.put(toRecord(uid, msg))), tx.done]);
  });
}

export const getMessage = (msgId: string): Promise<MessageRecord | undefined> => withDb(undefined, (db) => db.get('msg', msgId));

/** Newest first, `limit` messages older than `before`. Ids differ in length, so the store's string order is not theirs. */
export function listConversation(
  topicId: string,
  topicType: number,
  uid: string | number,
  page: { before?: string; limit: number },
): Promise<MessageRecord[]> {
  return withDb([], async (db) => {
    const all = await db.getAllFromIndex('msg', CONVERSATION_INDEX, [topicId, topicType, String(uid)]);
    return all
      .filter((record) => page.before === undefined || compareMessageIds(record.msgId, page.before) < 0)
      .sort((a, b) => compareMessageIds(b.msgId, a.msgId))
      .slice(0, page.limit);
  });
}

/** The conversation list: last message and count per topic, most recent first. */
export function conversationSummaries(uid: string | number): Promise<ConversationSummary[]> {
  return withDb([], async (db) => {
    const summaries = new Map<string, ConversationSummary & { lastId: string }>();
    for (const record of await db.getAllFromIndex('msg', 'uid', String(uid))) {
      const key = `${record.topicType}:${record.topicId}`;
      const summary = summaries.get(key);
      if (!summary) summaries.set(key, { topicId: record.topicId, topicType: record.topicType, last: record.msg, lastId: record.msgId, count: 1 });
      else {
        summary.count += 1;
        if (compareMessageIds(record.msgId, summary.lastId) > 0) Object.assign(summary, { last: record.msg, lastId: record.msgId });
      }
    }
    return [...summaries.values()].sort((a, b) => compareMessageIds(b.lastId, a.lastId)).map(({ lastId: _lastId, ...summary }) => summary);
  });
}

export function deleteConversation(topicId: string, topicType: number, uid: string | number): Promise<void> {
  return withDb(undefined, async (db) => {
    const tx = db.transaction('msg', 'readwrite');
    const keys = await tx.store.index(CONVERSATION_INDEX).getAllKeys([topicId, topicType, String(uid)]);
    await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
  });
}
