import fc from 'fast-check';
import type { HistoryMessage } from '@/lib/contracts/chat';
import type { SocketFrame } from '@/lib/contracts/socket-frame';
import { frameData } from './chat-message';
import { openTestChat, runChat, TEST_ROLE } from '@/lib/test/run-chat';
import { oldestMessageId, reduceChat, visibleMessages, type ChatAction, type ChatEffect, type ChatModel } from './chat-reducer';

const ROLE = TEST_ROLE;
const open = openTestChat;
const run = runChat;

const frame = (data: object, extra: Partial<SocketFrame> = {}): SocketFrame => ({
  msgType: 'Biz',
  msgId: '9001',
  dataType: 'SingleTalk',
  topicId: String(ROLE),
  topicType: 1,
  fromUid: 'role-42',
  data: JSON.stringify(data),
  ...extra,
});
const got = (f: SocketFrame): ChatAction => ({ type: 'frame', frame: f });
const pending = (content: string, extra: Partial<SocketFrame> = {}) => got(frame({ content, pending: true, replyTo: '5001' }, extra));
const final = (content: string, extra: Partial<SocketFrame> = {}, data: object = {}) => got(frame({ content, msgFinish: true, replyTo: '5001', ...data }, extra));
const history = (msgId: string, content: string): HistoryMessage => ({
  msgId,
  conversationId: null,
  topicId: String(ROLE),
  topicType: 1,
  fromUid: 'role-42',
  msgType: 'Biz',
  dataType: 'SingleTalk',
  data: JSON.stringify({ content }),
  sendTimestamp: 1,
  ack: 1,
  meta: {},
  isServerHistory: true,
});
const contentOf = (model: ChatModel, msgId = '9001') => frameData(model.byId.get(msgId) ?? {}).content;
const kinds = (effects: ChatEffect[]) => effects.map((e) => e.kind);

describe('chat reducer: frames that are not for this chat', () => {
  it.each([
    ['another conversation', frame({ content: 'hi' }, { topicId: '7' })],
    ['an acknowledgement', frame({ msgIdList: ['5001'] }, { dataType: 'MsgAck' })],
    ['a history answer', frame({ content: 'hi' }, { dataType: 'GetHistory' })],
    ['a frame without an id', frame({ content: 'hi' }, { msgId: undefined })],
  ])('leaves the chat as it is on %s', (_, f) => {
    const model = open();
    expect(reduceChat(model, got(f))).toEqual({ model, effects: [] });
  });
});

describe('chat reducer: failure frames', () => {
  const waiting = run([{ type: 'awaitingReply' }]).model;

  it.each([
    [614, { kind: 'koin' }],
    [429, { kind: 'rateLimited' }],
    [400, { kind: 'ws', code: 400 }],
  ])('code %i stops the waiting and shows %j', (code, problem) => {
    const { model, effects } = run([got(frame({}, { code, msgId: undefined }))], waiting);
    expect(model.waiting).toBe(false);
    expect(effects).toEqual([{ kind: 'problem', problem }]);
    expect(model.byId.size).toBe(0);
  });

  it('tells a failed completion (500 naming the message it answers) from another 500', () => {
    expect(run([got(frame({ replyTo: '5001' }, { code: 500, msgId: undefined }))], waiting).effects).toEqual([{ kind: 'problem', problem: { kind: 'completion' } }]);
    expect(run([got(frame({}, { code: 500, msgId: undefined }))], waiting).effects).toEqual([{ kind: 'problem', problem: { kind: 'ws', code: 500 } }]);
  });

  it.each([611, 401])('code %i only stops the waiting: the socket closing after it is what the chat acts on', (code) => {
    const { model, effects } = run([got(frame({}, { code }))], waiting);
    expect(model.waiting).toBe(false);
    expect(effects).toEqual([]);
  });
});

describe('chat reducer: replies', () => {
  it('shows a pending part at once and types it, without storing it', () => {
    const { model, effects } = run([{ type: 'awaitingReply' }, pending('Hel')]);
    expect(model.waiting).toBe(false);
    expect(model.byId.get('9001')).toMatchObject({ msgId: '9001', status: 'success' });
    expect(effects).toEqual([{ kind: 'type', msgId: '9001', text: 'Hel', final: false }]);
  });

  it('stores the finished reply, types it to the end, plays its voice and refreshes the wallet', () => {
    const { model, effects } = run([{ type: 'awaitingReply' }, pending('Hel'), final('Hello', {}, { voice: '/v.mp3' })]);
    expect(model.waiting).toBe(false);
    expect(contentOf(model)).toBe('Hello');
    expect(effects.slice(1)).toEqual([
      { kind: 'save', messages: [expect.objectContaining({ msgId: '9001', status: 'success' })] },
      { kind: 'type', msgId: '9001', text: 'Hello', final: true },
      { kind: 'voice', url: '/v.mp3' },
      { kind: 'walletChanged' },
    ]);
  });

  it('keeps the timeline of a finished reply after the pending parts, in the message it saves', () => {
    const timeline = { segments: [{ text: 'Hel', emotion: 'joy', motion: 'appear', gaze: 'user' }, { text: 'lo', emotion: 'sadness', motion: 'emotion', gaze: 'down' }] };
    const { model, effects } = run([{ type: 'awaitingReply' }, pending('Hel'), final('Hello', {}, { emotion: 1, action: 1, timeline })]);
    expect(frameData(model.byId.get('9001')!).timeline).toEqual(timeline);
    const saved = effects.find((effect) => effect.kind === 'save');
    expect(saved && frameData(saved.messages[0]!).timeline).toEqual(timeline);
  });

  it('plays no voice for a reply without one', () => {
    expect(kinds(run([final('Hello')]).effects)).toEqual(['save', 'type', 'walletChanged']);
  });

  it('shows an intro card at once, untyped, and keeps waiting for a reply', () => {
    const { model, effects } = run([{ type: 'awaitingReply' }, got(frame({ content: 'About me' }, { dataType: 'Intro' }))]);
    expect(kinds(effects)).toEqual(['save']);
    expect(model.waiting).toBe(true);
  });

  it('types a greeting (a finished message that answers nothing) without touching the wallet', () => {
    const { model, effects } = run([{ type: 'awaitingReply' }, got(frame({ content: 'Welcome!' }, { dataType: 'Greeting' }))]);
    expect(kinds(effects)).toEqual(['save', 'type']);
    expect(model.waiting).toBe(true);
  });

  it('ignores a part older than the one shown', () => {
    const { model, effects } = run([pending('Hello wor'), pending('Hello')]);
    expect(contentOf(model)).toBe('Hello wor');
    expect(effects).toEqual([{ kind: 'type', msgId: '9001', text: 'Hello wor', final: false }]);
  });

  it('ignores a part that comes after the finished reply', () => {
    const { model, effects } = run([final('Hello world'), pending('Hello')]);
    expect(contentOf(model)).toBe('Hello world');
    expect(frameData(model.byId.get('9001')!).pending).toBeUndefined();
    expect(kinds(effects)).toEqual(['save', 'type', 'walletChanged']);
  });

  it('ignores a finished reply delivered twice: stored, voiced and paid for once', () => {
    const reply = final('Hello', {}, { voice: '/v.mp3' });
    const once = run([reply]);
    expect(run([reply], once.model)).toEqual({ model: once.model, effects: [] });
  });

  it('takes a rephrased reply streamed again under the same id (one version up)', () => {
    const first = run([final('Hello', { meta: { rewriteCount: 0 } })]).model;
    const { model, effects } = run([pending('Good', { meta: { rewriteCount: 1 } }), final('Goodbye', { meta: { rewriteCount: 1 } })], first);
    expect(contentOf(model)).toBe('Goodbye');
    expect(kinds(effects)).toEqual(['type', 'save', 'type', 'walletChanged']);
    // A late part of the first version changes nothing.
    expect(run([pending('Hel', { meta: { rewriteCount: 0 } })], model).effects).toEqual([]);
  });

  it('takes a reply whose copy came from the history first, as before', () => {
    const pulled = run([{ type: 'latestPulled', list: [history('9001', 'Hello')] }]).model;
    const { effects } = run([final('Hello', {}, { voice: '/v.mp3' })], pulled);
    expect(kinds(effects)).toEqual(['save', 'type', 'voice', 'walletChanged']);
  });

  it('merges a frame into the copy already known', () => {
    const { model } = run([{ type: 'localLoaded', messages: [{ ...frame({ content: 'old' }), updated: 5 }] }, final('new')]);
    expect(model.byId.get('9001')).toMatchObject({ updated: 5, status: 'success', isHistoryMsg: true });
    expect(contentOf(model)).toBe('new');
  });
});

describe('chat reducer: the socket', () => {
  it('enters the chat when the socket opens', () => {
    const { model, effects } = run([{ type: 'socketStatus', status: { state: 'open' } }]);
    expect(model.connected).toBe(true);
    expect(effects).toEqual([{ kind: 'transmit', frame: { msgType: 'Biz', dataType: 'EnterChat', topicId: '42', topicType: 1, data: JSON.stringify({ roleId: ROLE }) } }]);
  });

  it("shows the character's question for the user's name until it is answered or skipped", () => {
    const asked = got({ msgType: 'Biz', dataType: 'EnterNickname', topicId: '42', topicType: 1, data: JSON.stringify({ roleId: ROLE }), ack: 1, code: 0 });
    const { model, effects } = run([{ type: 'socketStatus', status: { state: 'open' } }, asked]);
    expect(model.askingName).toBe(true);
    expect(model.byId.size).toBe(0);
    expect(effects).toHaveLength(1);
    const settled = reduceChat(model, { type: 'nameSettled' });
    expect(settled.model.askingName).toBe(false);
    expect(settled.effects).toEqual([]);
  });

  it("leaves another conversation's question for the name alone", () => {
    const other = got({ msgType: 'Biz', dataType: 'EnterNickname', topicId: '7', topicType: 1, data: JSON.stringify({ roleId: 7 }) });
    expect(run([other]).model.askingName).toBe(false);
  });

  it('enters the conversation it was last opened on', () => {
    const { effects } = run([{ type: 'opened', roleId: 7, topicId: '7', topicType: 1 }, { type: 'socketStatus', status: { state: 'open' } }]);
    expect(effects).toEqual([{ kind: 'transmit', frame: expect.objectContaining({ topicId: '7', data: JSON.stringify({ roleId: 7 }) }) }]);
  });

  it.each([611, 4611])('shows that another device took over on close code %i', (code) => {
    const { model, effects } = run([{ type: 'socketStatus', status: { state: 'open' } }, { type: 'socketStatus', status: { state: 'closed', code, reason: '' } }]);
    expect(model.connected).toBe(false);
    expect(effects.slice(1)).toEqual([{ kind: 'problem', problem: { kind: 'kicked' } }]);
  });

  it.each([401, 4401])('reports an expired login on close code %i', (code) => {
    expect(run([{ type: 'socketStatus', status: { state: 'error', code, message: '' } }]).effects).toEqual([{ kind: 'loginInvalid' }]);
  });

  it('marks the chat offline on any other close or a failed connect, and ignores login changes', () => {
    const online = run([{ type: 'socketStatus', status: { state: 'open' } }]).model;
    expect(run([{ type: 'socketStatus', status: { state: 'closed', code: 1006, reason: '' } }], online)).toEqual({ model: { ...online, connected: false }, effects: [] });
    expect(run([{ type: 'connectFailed' }], online).model.connected).toBe(false);
    expect(reduceChat(online, { type: 'socketStatus', status: { state: 'login' } })).toEqual({ model: online, effects: [] });
  });
});

describe('chat reducer: history and the user', () => {
  it('shows this device’s messages as history', () => {
    const { model, effects } = run([{ type: 'localLoaded', messages: [frame({ content: 'a' })] }]);
    expect(model.byId.get('9001')?.isHistoryMsg).toBe(true);
    expect(effects).toEqual([]);
  });

  it('stores the newest page, stops the waiting, and knows from the total whether older messages exist', () => {
    const list = [history('9001', 'a'), history('9002', 'b')];
    const first = run([{ type: 'awaitingReply' }, { type: 'latestPulled', list, total: 5 }]);
    expect(first.model).toMatchObject({ waiting: false, hasOlder: true });
    expect(first.model.byId.get('9002')).toMatchObject({ status: 'success', isServerHistory: true, isHistoryMsg: true, conversationId: undefined });
    expect(first.effects).toEqual([{ kind: 'save', messages: [...first.model.byId.values()] }]);
    expect(run([{ type: 'latestPulled', list, total: 2 }]).model.hasOlder).toBe(false);
    // A pull of the send flow has no total and leaves it.
    expect(run([{ type: 'latestPulled', list }], first.model).model.hasOlder).toBe(true);
  });

  it('has older messages while pages come back full', () => {
    expect(run([{ type: 'olderPulled', list: [history('1', 'a'), history('2', 'b')], pageSize: 2 }]).model.hasOlder).toBe(true);
    const last = run([{ type: 'olderPulled', list: [history('1', 'a')], pageSize: 2 }]);
    expect(last.model.hasOlder).toBe(false);
    expect(kinds(last.effects)).toEqual(['save']);
  });

  it('shows and stores each status of a message being sent', () => {
    const message = { ...frame({ content: 'hi' }, { msgId: '5001', fromUid: '7' }), msgId: '5001', status: 'sending' as const };
    const { model, effects } = run([{ type: 'tracked', message }, { type: 'tracked', message: { ...message, status: 'fail' } }]);
    expect(model.byId.get('5001')?.status).toBe('fail');
    expect(effects).toEqual([
      { kind: 'save', messages: [message] },
      { kind: 'save', messages: [{ ...message, status: 'fail' }] },
    ]);
  });

  it('waits for a rephrase, types its text, and refreshes the wallet when it settles', () => {
    const asked = run([{ type: 'awaitingReply' }]).model;
    expect(asked.waiting).toBe(true);
    const { model, effects } = run([{ type: 'rephrased', msgId: '9001', message: history('9001', 'Again') }, { type: 'rephraseSettled' }], asked);
    expect(model.waiting).toBe(false);
    expect(contentOf(model)).toBe('Again');
    expect(effects).toEqual([{ kind: 'type', msgId: '9001', text: 'Again', final: true }, { kind: 'walletChanged' }]);
  });

  it('keeps the typed text of each reply', () => {
    const { model } = run([
      { type: 'typed', msgId: '1', text: 'He' },
      { type: 'typed', msgId: '2', text: 'Yo' },
      { type: 'typed', msgId: '1', text: 'Hello' },
    ]);
    expect(model.typed).toEqual({ '1': 'Hello', '2': 'Yo' });
  });

  it('lists messages oldest first by id, without error frames', () => {
    const { model } = run([
      { type: 'localLoaded', messages: [frame({}, { msgId: '100' }), frame({}, { msgId: '99' }), frame({}, { msgId: '1000', code: 500 })] },
    ]);
    expect(visibleMessages(model.byId).map((m) => m.msgId)).toEqual(['99', '100']);
    expect(oldestMessageId(model)).toBe('99');
    expect(oldestMessageId(open())).toBeUndefined();
  });
});

describe('chat reducer: any order of frames', () => {
  /** A reply's parts: each carries the text so far (a growing prefix of the final text), as the server streams them. */
  const reply = fc
    .tuple(fc.string({ minLength: 1, maxLength: 30 }), fc.uniqueArray(fc.nat(30), { maxLength: 8 }))
    .map(([text, cuts]) => ({ text, parts: cuts.map((cut) => text.slice(0, cut)) }));
  /** Indices into `count` frames in any order, each possibly more than once, each at least once. */
  const order = (count: number) =>
    fc.tuple(fc.shuffledSubarray([...Array(count).keys()], { minLength: count, maxLength: count }), fc.array(fc.nat(count - 1), { maxLength: 4 })).chain(([all, again]) =>
      fc.shuffledSubarray([...all, ...again], { minLength: all.length + again.length, maxLength: all.length + again.length }),
    );

  it('ends with the final text, stored, voiced and paid for once, and never types a shorter text after a longer one', () => {
    fc.assert(
      fc.property(
        reply.chain((r) => fc.tuple(fc.constant(r), order(r.parts.length + 1))),
        ([{ text, parts }, indices]) => {
          const frames = [...parts.map((part) => pending(part)), final(text, {}, { voice: '/v.mp3' })];
          const { model, effects } = run([{ type: 'awaitingReply' }, ...indices.map((i) => frames[i]!)]);
          expect(contentOf(model)).toBe(text);
          expect(frameData(model.byId.get('9001')!).pending).toBeUndefined();
          expect(model.waiting).toBe(false);
          expect(effects.filter((e) => e.kind === 'save')).toHaveLength(1);
          expect(effects.filter((e) => e.kind === 'voice')).toHaveLength(1);
          expect(effects.filter((e) => e.kind === 'walletChanged')).toHaveLength(1);
          const typed = effects.filter((e) => e.kind === 'type');
          expect(typed.at(-1)).toEqual({ kind: 'type', msgId: '9001', text, final: true });
          typed.forEach((e, i) => expect(e.text.length).toBeGreaterThanOrEqual(typed[i - 1]?.text.length ?? 0));
        },
      ),
    );
  });

  it('shows the longest part received while the reply streams, whatever their order', () => {
    fc.assert(
      fc.property(
        reply.filter((r) => r.parts.length > 0).chain((r) => fc.tuple(fc.constant(r), order(r.parts.length))),
        ([{ parts }, indices]) => {
          const { model } = run(indices.map((i) => pending(parts[i]!)));
          expect(contentOf(model)).toBe(parts.reduce((a, b) => (b.length > a.length ? b : a)));
          expect(frameData(model.byId.get('9001')!).pending).toBe(true);
        },
      ),
    );
  });

  it('never changes the model it is given', () => {
    const actions = fc.constantFrom<ChatAction>(
      pending('Hel'),
      final('Hello'),
      got(frame({}, { code: 614 })),
      { type: 'latestPulled', list: [history('9002', 'x')], total: 3 },
      { type: 'localLoaded', messages: [frame({ content: 'y' }, { msgId: '9003' })] },
      { type: 'typed', msgId: '9001', text: 'He' },
      { type: 'socketStatus', status: { state: 'open' } },
      { type: 'awaitingReply' },
    );
    fc.assert(
      fc.property(fc.array(actions, { maxLength: 12 }), fc.array(actions, { maxLength: 3 }), (before, then) => {
        const { model } = run(before);
        const copy = { ...model, byId: new Map([...model.byId].map(([id, m]) => [id, { ...m }])), typed: { ...model.typed }, replies: structuredClone(model.replies) };
        run(then, model);
        expect(model).toEqual(copy);
      }),
    );
  });
});

describe('chat reducer: a reply waiting for a busy model', () => {
  it('shows its place in line, then its words, and ignores a place that arrives after them', () => {
    const inLine = (place: number) => got(frame({ content: '', pending: true, waiting: place, replyTo: '5001' }));
    const waited = run([inLine(2), inLine(1)]);
    expect(frameData(waited.model.byId.get('9001')!)).toMatchObject({ content: '', waiting: 1, pending: true });
    const answered = run([pending('Hello'), inLine(1)], waited.model);
    expect(contentOf(answered.model)).toBe('Hello');
    expect(frameData(answered.model.byId.get('9001')!).waiting).toBeUndefined();
  });
});
