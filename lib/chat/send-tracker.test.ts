import type { SocketFrame } from '@/lib/contracts/socket-frame';
import type { ChatMessage } from './chat-message';
import { HISTORY_PULL_MS, MAX_PENDING_CONVERSATIONS, SEND_TIMEOUT_MS, SendTracker, type Conversation } from './send-tracker';

function setup(createId?: () => string | undefined) {
  const sent: SocketFrame[] = [];
  const saved: ChatMessage[] = [];
  const pulls: Conversation[] = [];
  let ids = 0;
  const tracker = new SendTracker({
    transmit: (frame) => sent.push(frame),
    save: (message) => saved.push(message),
    pullHistory: (conversation) => pulls.push(conversation),
    createId: createId ?? (() => String(5000 + ++ids)),
  });
  const statusOf = (msgId: string) => saved.filter((message) => message.msgId === msgId).at(-1)?.status;
  return { tracker, sent, saved, pulls, statusOf };
}

const talk = (topicId = '42'): Omit<SocketFrame, 'msgId'> => ({
  msgType: 'Biz',
  dataType: 'SingleTalk',
  topicId,
  topicType: 1,
  fromUid: '7',
  data: JSON.stringify({ content: 'hi', roleId: 42 }),
});
const reply = (data: object, topicId = '42'): SocketFrame => ({
  msgType: 'Biz',
  msgId: '9001',
  dataType: 'SingleTalk',
  topicId,
  topicType: 1,
  fromUid: '42',
  data: JSON.stringify(data),
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SendTracker', () => {
  it('stores the message as sending and puts only wire fields on the socket', () => {
    const { tracker, sent, saved } = setup();
    const message = tracker.send(talk());
    expect(message).toMatchObject({ msgId: '5001', status: 'sending' });
    expect(saved).toEqual([message]);
    expect(sent).toEqual([{ ...talk(), msgId: '5001' }]);
    tracker.dispose();
  });

  it('marks a message success on the server acknowledgement', () => {
    const { tracker, statusOf } = setup();
    const { msgId } = tracker.send(talk());
    tracker.receive({ msgType: 'Biz', dataType: 'MsgAck', code: 0, data: JSON.stringify({ msgIdList: [msgId] }) });
    expect(statusOf(msgId!)).toBe('success');
    jest.advanceTimersByTime(SEND_TIMEOUT_MS * 2);
    expect(statusOf(msgId!)).toBe('success');
    tracker.dispose();
  });

  it('marks a message success when a reply arrives, named or in its conversation', () => {
    const { tracker, statusOf } = setup();
    const first = tracker.send(talk()).msgId!;
    const other = tracker.send(talk('43')).msgId!;
    tracker.receive(reply({ content: 'Hel', pending: true }));
    expect(statusOf(first)).toBe('success');
    expect(statusOf(other)).toBe('sending');
    tracker.receive(reply({ content: 'ok', replyTo: other }, '99'));
    expect(statusOf(other)).toBe('success');
    tracker.dispose();
  });

  it('fails a message after 60 s without progress, checked every 3 s, and on an error answer', () => {
    const { tracker, statusOf } = setup();
    const { msgId } = tracker.send(talk());
    jest.advanceTimersByTime(SEND_TIMEOUT_MS - 1);
    expect(statusOf(msgId!)).toBe('sending');
    jest.advanceTimersByTime(3000);
    expect(statusOf(msgId!)).toBe('fail');
    const poor = tracker.send(talk()).msgId!;
    tracker.receive({ msgType: 'Biz', msgId: poor, code: 614, data: '{"message":"Not Enough Koin"}' });
    expect(statusOf(poor)).toBe('fail');
    tracker.dispose();
  });

  it('fails at once when no id can be made', () => {
    const { tracker, sent } = setup(() => undefined);
    expect(tracker.send(talk()).status).toBe('fail');
    expect(sent).toHaveLength(0);
  });

  it('pulls history once when no finished reply came within 10 s', () => {
    const { tracker, pulls } = setup();
    tracker.send(talk());
    jest.advanceTimersByTime(HISTORY_PULL_MS - 1);
    expect(pulls).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(pulls).toEqual([{ topicId: '42', topicType: 1 }]);
    jest.advanceTimersByTime(HISTORY_PULL_MS * 3);
    expect(pulls).toHaveLength(1);
    tracker.dispose();
  });

  it('does not pull history when the reply finished in time', () => {
    const { tracker, pulls } = setup();
    tracker.send(talk());
    tracker.receive(reply({ content: 'Hello', pending: true }));
    jest.advanceTimersByTime(5000);
    tracker.receive(reply({ content: 'Hello!', msgFinish: true }));
    jest.advanceTimersByTime(HISTORY_PULL_MS);
    expect(pulls).toHaveLength(0);
    tracker.dispose();
  });

  it('tracks at most 20 pending conversations, dropping the oldest', () => {
    const { tracker, pulls } = setup();
    for (let topic = 0; topic <= MAX_PENDING_CONVERSATIONS; topic++) tracker.send(talk(`role-${topic}`));
    jest.advanceTimersByTime(HISTORY_PULL_MS);
    expect(pulls).toHaveLength(MAX_PENDING_CONVERSATIONS);
    expect(pulls.map((pull) => pull.topicId)).not.toContain('role-0');
    tracker.dispose();
  });

  it('retries a failed message under the same id', () => {
    const { tracker, sent, statusOf } = setup();
    const { msgId } = tracker.send(talk());
    expect(tracker.retry(msgId!)).toBeUndefined();
    jest.advanceTimersByTime(SEND_TIMEOUT_MS + 3000);
    expect(tracker.retry(msgId!)).toMatchObject({ msgId, status: 'sending' });
    expect(sent.map((frame) => frame.msgId)).toEqual([msgId, msgId]);
    expect(sent[1]).not.toHaveProperty('status');
    tracker.receive({ msgType: 'Biz', dataType: 'MsgAck', data: JSON.stringify({ msgIdList: [msgId] }) });
    expect(statusOf(msgId!)).toBe('success');
    expect(tracker.retry(msgId!)).toBeUndefined();
    tracker.dispose();
  });
});
