import { TYPING_CHARS_PER_SECOND } from '@/lib/chat/typewriter';
import { PENDING_FRAME_INTERVAL_MS, PendingPacer } from './pending-pacer';

describe('PendingPacer', () => {
  let clock = 0;
  const sent: string[] = [];
  const pacer = () => new PendingPacer(async (content) => void sent.push(content), 50, () => clock);

  beforeEach(() => {
    jest.useFakeTimers();
    clock = 0;
    sent.length = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('sends the first piece at once and folds pieces that come within the interval', async () => {
    const p = pacer();
    await p.push('Hi');
    await p.push('Hi there');
    await p.push('Hi there, friend');
    expect(sent).toEqual(['Hi']);
    clock = 50;
    await jest.advanceTimersByTimeAsync(50);
    expect(sent).toEqual(['Hi', 'Hi there, friend']);
  });

  it('sends every piece of a slow stream as it comes', async () => {
    const p = pacer();
    for (const [i, text] of ['a', 'a b', 'a b c'].entries()) {
      clock = i * 60;
      await p.push(text);
    }
    expect(sent).toEqual(['a', 'a b', 'a b c']);
  });

  it('sends nothing more once closed: the final frame carries the rest', async () => {
    const p = pacer();
    await p.push('one');
    await p.push('one two');
    await p.close();
    clock = 100;
    await jest.advanceTimersByTimeAsync(100);
    expect(sent).toEqual(['one']);
  });

  it('keeps frames in order when a send is slow', async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const p = new PendingPacer(async (content) => {
      if (content === 'x') await gate;
      order.push(content);
    }, 50, () => clock);
    const first = p.push('x');
    clock = 60;
    const second = p.push('x y');
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['x', 'x y']);
  });

  it('by default sends a reply streamed a piece every 20 ms for 160 ms in two frames', async () => {
    const p = new PendingPacer(async (content) => void sent.push(content), undefined, () => clock);
    const pieces = ['Oh, ', 'hello ', 'there! ', 'It is ', 'good ', 'to see ', 'you. ', 'Nice ', 'day.'];
    let text = '';
    for (const [i, piece] of pieces.entries()) {
      clock = i * 20;
      await jest.advanceTimersByTimeAsync(i === 0 ? 0 : 20);
      text += piece;
      await p.push(text);
    }
    await p.close();
    expect(sent).toEqual(['Oh, ', 'Oh, hello there! It is good ']);
    // Each frame carries more than the client types before the next one is due (40 characters a second).
    expect(sent[0]!.length).toBeGreaterThanOrEqual((PENDING_FRAME_INTERVAL_MS * TYPING_CHARS_PER_SECOND) / 1000);
  });
});
