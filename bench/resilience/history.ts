// Case 2: after the chaos run, each visitor's history paged through /user/getHistoryMsg to its end.
import { apiCall } from '@/server/test/chat-socket-client';
import { chaosConversations } from './chaos-conversations';
import { readLedger } from './ledger-check';
import type { Verdict } from './verdict';

interface HistoryMessage {
  msgId: string;
  fromUid: string;
  data: string | Record<string, unknown>;
}

const PAGE_SIZE = 7;

export async function historyAfterReconnect(): Promise<Verdict> {
  const { stack, clients } = await chaosConversations();
  const port = stack.servers[0]!.port;
  const report = await readLedger(stack.databaseUrl, new Map(clients.map((c) => [c.visitor.userId, [...c.sent.keys()]])));
  const faults: string[] = [];
  let read = 0;
  for (const client of clients) {
    const { userId, token } = client.visitor;
    const list: HistoryMessage[] = [];
    for (let page = 0; page < 100; page += 1) {
      const answer = await apiCall<{ data: { list: HistoryMessage[]; total: number } }>(port, 'POST', '/user/getHistoryMsg', token, {
        topicId: String(stack.roleId),
        topicType: 1,
        pageSize: PAGE_SIZE,
        pageCurrent: page,
        noAck: true,
      });
      if (answer.code !== 0) throw new Error(`getHistoryMsg answered ${answer.code}: ${answer.message}`);
      list.push(...answer.data.data.list);
      if (answer.data.data.list.length < PAGE_SIZE) break;
    }
    read += list.length;
    const ids = list.map((m) => m.msgId);
    if (new Set(ids).size !== ids.length) faults.push(`user ${userId}: ${ids.length - new Set(ids).size} duplicates in history`);
    for (let i = 1; i < ids.length; i += 1) {
      if (BigInt(ids[i - 1]!) <= BigInt(ids[i]!)) {
        faults.push(`user ${userId}: not newest first at ${i} (${ids[i - 1]} then ${ids[i]})`);
        break;
      }
    }
    const present = new Set(ids);
    const replyTo = new Map(
      list
        .filter((m) => m.fromUid !== String(userId))
        .map((m) => {
          const data = typeof m.data === 'string' ? (JSON.parse(m.data) as Record<string, unknown>) : m.data;
          return [String(data.replyTo), m.msgId] as const;
        }),
    );
    for (const msgId of client.sent.keys()) {
      if (!present.has(msgId)) faults.push(`user ${userId}: message ${msgId} missing from history`);
      if (report.outcomes.get(msgId)!.replies === 1 && !replyTo.has(msgId)) faults.push(`user ${userId}: the reply to ${msgId} is missing from history`);
    }
    const expected = [...client.sent.keys()].length + [...client.sent.keys()].filter((id) => report.outcomes.get(id)!.replies === 1).length;
    if (list.length !== expected) faults.push(`user ${userId}: ${list.length} messages in history, ${expected} expected`);
  }
  return {
    name: 'history',
    pass: faults.length === 0,
    figure: `${read} messages read in pages of ${PAGE_SIZE} over ${clients.length} visitors, ${faults.length} faults`,
    threshold: 'every message and every stored reply present once, newest first',
    detail: faults,
  };
}
