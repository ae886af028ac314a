import { compareMessageIds, createMessageIdFactory } from '@/lib/chat/message-id';
import { MessageIds } from './message-ids';

describe('MessageIds', () => {
  it('makes unique, increasing ids in the browser layout', () => {
    const ids = new MessageIds();
    const made = Array.from({ length: 50_000 }, () => ids.nextString());
    expect(new Set(made).size).toBe(made.length);
    for (let i = 1; i < made.length; i += 1) expect(compareMessageIds(made[i - 1]!, made[i]!)).toBe(-1);
  });

  it('sorts a reply after a message from a clock that runs ahead, within a day', () => {
    const ids = new MessageIds();
    const ahead = BigInt(createMessageIdFactory(() => Date.now() + 3600_000)());
    expect(ids.after(ahead) > ahead).toBe(true);
    expect(ids.next() > ahead).toBe(true);
  });

  it('does not follow a clock years ahead', () => {
    const ids = new MessageIds();
    const far = BigInt(createMessageIdFactory(() => Date.now() + 10 * 365 * 86_400_000)());
    expect(ids.after(far) < far).toBe(true);
  });
});
