import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import type { ChatMessage } from './chat-message';
import { conversationSummaries, deleteConversation, getMessage, listConversation, saveMessage, saveMessages } from './message-db';

/** Ids past 2^53, where JS numbers stop telling neighbours apart. */
const BASE = 2n ** 60n;
const idAt = (n: number) => (BASE + BigInt(n)).toString();

const message = (n: number, over: Partial<ChatMessage> = {}): ChatMessage & { msgId: string } => ({
  msgId: idAt(n),
  msgType: 'Biz',
  dataType: 'SingleTalk',
  topicId: '42',
  topicType: 1,
  fromUid: n % 2 ? '7' : '42',
  data: JSON.stringify({ content: `message ${n}` }),
  sendTimestamp: Date.UTC(2025, 0, 1) + n,
  status: 'success',
  ...over,
});

describe('message-db', () => {
  it('creates the seed schema: KOKO version 2, store msg keyed by msgId with every index', async () => {
    await saveMessage(7, message(0, { topicId: 'schema' }));
    const db = await openDB('KOKO');
    expect(db.version).toBe(2);
    const store = db.transaction('msg').objectStore('msg');
    expect(store.keyPath).toBe('msgId');
    expect([...store.indexNames].sort()).toEqual(['dataType', 'fromUid', 'topicId', 'topicId_topicType_uid', 'topicType', 'uid']);
    expect(store.index('topicId_topicType_uid').keyPath).toEqual(['topicId', 'topicType', 'uid']);
    db.close();
  });

  it('stores the seed record: string ids, the full message, ack 1, a UTC create time', async () => {
    const msg = message(1, { topicId: 'record', ack: 0 });
    await saveMessage(7, msg);
    expect(await getMessage(idAt(1))).toEqual({
      msgId: idAt(1),
      topicId: 'record',
      topicType: 1,
      uid: '7',
      fromUid: '7',
      msg,
      dataType: 'SingleTalk',
      ack: 1,
      createTime: '2025-01-01T00:00:00.001Z',
    });
  });

  it('pages a conversation newest first by msgId, also across id lengths', async () => {
    const shuffled = Array.from({ length: 35 }, (_, n) => message(n * 3, { topicId: 'paging' })).reverse();
    await saveMessages(7, [...shuffled.slice(10), ...shuffled.slice(0, 10)]);
    const ids = (page: Awaited<ReturnType<typeof listConversation>>) => page.map((record) => record.msgId);
    const first = await listConversation('paging', 1, 7, { limit: 15 });
    expect(ids(first)).toEqual(Array.from({ length: 15 }, (_, i) => idAt((34 - i) * 3)));
    const second = await listConversation('paging', 1, 7, { before: first.at(-1)!.msgId, limit: 15 });
    expect(ids(second)[0]).toBe(idAt(19 * 3));
    const third = await listConversation('paging', 1, '7', { before: second.at(-1)!.msgId, limit: 15 });
    expect(ids(third)).toHaveLength(5);
    expect(ids(third).at(-1)).toBe(idAt(0));

    await saveMessages(7, [message(0, { msgId: '9', topicId: 'lengths' }), message(0, { msgId: '10', topicId: 'lengths' })]);
    expect(ids(await listConversation('lengths', 1, 7, { limit: 5 }))).toEqual(['10', '9']);
  });

  it('keeps conversations of other users and kinds apart', async () => {
    await saveMessages(8, [message(100, { topicId: 'apart' }), message(101, { topicId: 'apart', topicType: 4 })]);
    expect(await listConversation('apart', 1, 8, { limit: 10 })).toHaveLength(1);
    expect(await listConversation('apart', 1, 9, { limit: 10 })).toHaveLength(0);
  });

  it('overwrites a message saved again under the same msgId', async () => {
    await saveMessage(7, message(200, { topicId: 'dup', data: '{"content":"Hel","pending":true}' }));
    await saveMessage(7, message(200, { topicId: 'dup', data: '{"content":"Hello","msgFinish":true}' }));
    const page = await listConversation('dup', 1, 7, { limit: 10 });
    expect(page).toHaveLength(1);
    expect(page[0]!.msg.data).toContain('Hello');
  });

  it('summarises each conversation of a user, most recent first, and deletes one', async () => {
    await saveMessages(11, [message(300, { topicId: 'a' }), message(302, { topicId: 'a' }), message(301, { topicId: 'b' }), message(303, { topicId: 'a', topicType: 4 })]);
    const summaries = await conversationSummaries(11);
    expect(summaries.map(({ topicId, topicType, count, last }) => [topicId, topicType, count, last.msgId])).toEqual([
      ['a', 4, 1, idAt(303)],
      ['a', 1, 2, idAt(302)],
      ['b', 1, 1, idAt(301)],
    ]);
    await deleteConversation('a', 1, 11);
    expect((await conversationSummaries(11)).map((summary) => summary.topicId)).toEqual(['a', 'b']);
    expect(await getMessage(idAt(301))).toBeDefined();
  });

  it.each([
    ['missing', undefined],
    ['refused', { open: () => { throw new DOMException('denied', 'InvalidStateError'); } }],
  ])('answers empty results when IndexedDB is %s', async (_label, replacement) => {
    const real = globalThis.indexedDB;
    Object.defineProperty(globalThis, 'indexedDB', { value: replacement, configurable: true, writable: true });
    try {
      await jest.isolateModulesAsync(async () => {
        const db = await import('./message-db');
        await expect(db.saveMessage(7, message(400))).resolves.toBeUndefined();
        await expect(db.getMessage(idAt(400))).resolves.toBeUndefined();
        await expect(db.listConversation('42', 1, 7, { limit: 10 })).resolves.toEqual([]);
        await expect(db.conversationSummaries(7)).resolves.toEqual([]);
        await expect(db.deleteConversation('42', 1, 7)).resolves.toBeUndefined();
      });
    } finally {
      Object.defineProperty(globalThis, 'indexedDB', { value: real, configurable: true, writable: true });
    }
  });
});
