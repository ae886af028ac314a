import { compareMessageIds, createMessageIdFactory, messageIdTime } from '@/lib/chat/message-id';
import { MessageIds } from './message-ids';

const HOUR = 3600_000;
const idAhead = (ms: number) => BigInt(createMessageIdFactory(() => Date.now() + ms)());

describe('MessageIds', () => {
  it('makes unique, increasing ids in the browser layout', () => {
    const ids = new MessageIds();
    const made = Array.from({ length: 50_000 }, () => ids.nextString());
    expect(new Set(made).size).toBe(made.length);
    for (let i = 1; i < made.length; i += 1) expect(compareMessageIds(made[i - 1]!, made[i]!)).toBe(-1);
  });

  it('sorts a reply after a message from a clock that runs ahead, within a day', () => {
    const ids = new MessageIds();
    const ahead = idAhead(HOUR);
    expect(ids.after(ahead) > ahead).toBe(true);
  });

  it('sorts a reply after a message from a clock that is behind, on its own clock', () => {
    const ids = new MessageIds();
    const behind = idAhead(-HOUR);
    const reply = ids.after(behind);
    expect(reply > behind).toBe(true);
    expect(Math.abs(messageIdTime(reply) - Date.now())).toBeLessThan(1000);
  });

  it('does not let a message from a clock ahead move the ids of anything else', () => {
    const ids = new MessageIds();
    ids.after(idAhead(23 * HOUR));
    const next = ids.next();
    expect(Math.abs(messageIdTime(next) - Date.now())).toBeLessThan(1000);
    const honest = idAhead(0);
    const reply = ids.after(honest);
    expect(reply > honest).toBe(true);
    expect(Math.abs(messageIdTime(reply) - Date.now())).toBeLessThan(1000);
    // Another conversation's next message, made a moment later, still sorts after that reply.
    expect(idAhead(5) > reply).toBe(true);
  });

  it('gives replies to messages of the same moment ids of their own, in order, apart from its clock', () => {
    const ids = new MessageIds();
    const sender = createMessageIdFactory(() => Date.now() + 2 * HOUR);
    const messages = Array.from({ length: 1000 }, () => BigInt(sender()));
    const replies = messages.map((m) => ids.after(m));
    const own = Array.from({ length: 1000 }, () => ids.next());
    expect(new Set([...replies, ...own, ...messages]).size).toBe(3000);
    replies.forEach((reply, i) => expect(reply > messages[i]!).toBe(true));
    for (let i = 1; i < replies.length; i += 1) if (messageIdTime(messages[i]!) === messageIdTime(messages[i - 1]!)) expect(replies[i]! > replies[i - 1]!).toBe(true);
  });

  it('does not follow a clock years ahead', () => {
    const ids = new MessageIds();
    const far = idAhead(10 * 365 * 86_400_000);
    expect(ids.after(far) < far).toBe(true);
  });
});
