import { stillTyping, Typewriter, type TypedText } from './typewriter';

function setup() {
  const typed: TypedText[] = [];
  const typewriter = new Typewriter((text) => typed.push(text));
  const shown = (id: string) => typed.filter((text) => text.id === id).at(-1);
  return { typewriter, typed, shown };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Typewriter', () => {
  it('types 40 characters per second', () => {
    const { typewriter, shown } = setup();
    typewriter.write('a', 'x'.repeat(100));
    jest.advanceTimersByTime(1000);
    expect(shown('a')).toEqual({ id: 'a', text: 'x'.repeat(40), done: false });
    jest.advanceTimersByTime(1500);
    expect(shown('a')).toEqual({ id: 'a', text: 'x'.repeat(100), done: true });
  });

  it('types one reply at a time, in order', () => {
    const { typewriter, shown } = setup();
    typewriter.write('a', 'a'.repeat(20));
    typewriter.write('b', 'b'.repeat(20));
    jest.advanceTimersByTime(500);
    expect(shown('a')?.done).toBe(true);
    // Waiting its turn, the second shows nothing yet (never its whole text before typing it).
    expect(shown('b')).toEqual({ id: 'b', text: '', done: false });
    expect(typewriter.isTyping('b')).toBe(true);
    jest.advanceTimersByTime(500);
    expect(shown('b')).toEqual({ id: 'b', text: 'b'.repeat(20), done: true });
    expect(typewriter.isTyping('b')).toBe(false);
  });

  it('keeps typing a streamed reply as it grows and finishes it when final', () => {
    const { typewriter, shown } = setup();
    typewriter.write('a', 'Hello', false);
    jest.advanceTimersByTime(1000);
    expect(shown('a')).toEqual({ id: 'a', text: 'Hello', done: false });
    typewriter.write('a', 'Hello, world', false);
    jest.advanceTimersByTime(75);
    expect(shown('a')?.text).toBe('Hello, w');
    typewriter.write('a', 'Hello, world!', true);
    jest.advanceTimersByTime(1000);
    expect(shown('a')).toEqual({ id: 'a', text: 'Hello, world!', done: true });
  });

  it('skips to the whole reply, and types the next one normally', () => {
    const { typewriter, shown } = setup();
    typewriter.write('a', 'a'.repeat(400));
    typewriter.write('b', 'b'.repeat(40));
    jest.advanceTimersByTime(100);
    typewriter.skip();
    expect(shown('a')).toEqual({ id: 'a', text: 'a'.repeat(400), done: true });
    jest.advanceTimersByTime(500);
    expect(shown('b')?.text).toBe('b'.repeat(20));
  });

  it('shows later parts of a skipped streamed reply at once and never types a finished one again', () => {
    const { typewriter, typed, shown } = setup();
    typewriter.write('a', 'Hi', false);
    typewriter.skip();
    typewriter.write('a', 'Hi there, friend', true);
    jest.advanceTimersByTime(25);
    expect(shown('a')).toEqual({ id: 'a', text: 'Hi there, friend', done: true });
    const count = typed.length;
    typewriter.write('a', 'Hi there, friend', true);
    jest.advanceTimersByTime(1000);
    expect(typed).toHaveLength(count);
  });

  it('counts an emoji as one character', () => {
    const { typewriter, shown } = setup();
    typewriter.write('a', '😀😀😀😀');
    jest.advanceTimersByTime(50);
    expect(shown('a')?.text).toBe('😀😀');
  });
});

describe('stillTyping', () => {
  it('holds while the reply streams, even when all received so far is shown', () => {
    expect(stillTyping('*he', '*he', true)).toBe(true);
    expect(stillTyping('*he', '*he smiles* Hello!', false)).toBe(true);
    expect(stillTyping('*he smiles* Hello!', '*he smiles* Hello!', false)).toBe(false);
    // A line from history is not being typed.
    expect(stillTyping(undefined, 'Hello', true)).toBe(false);
  });
});
