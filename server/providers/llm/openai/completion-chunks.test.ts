import fc from 'fast-check';
import { cutBytes } from '@/server/test/cut-bytes';
import { ChatModelError } from '../chat-model';
import { CompletionDeltas } from './completion-chunks';

const event = (content: string, finish?: string) => `data: ${JSON.stringify({ choices: [{ delta: { content }, finish_reason: finish ?? null }] })}\n\n`;

/** Reads `wire` cut at `cuts`: the deltas handed out, and the error the end raised. */
function read(wire: string, cuts: number[] = []): { texts: string[]; error?: unknown } {
  const deltas = new CompletionDeltas();
  const texts = cutBytes(Buffer.from(wire), cuts).flatMap((piece) => deltas.push(piece));
  try {
    texts.push(...deltas.end());
    return { texts };
  } catch (error) {
    return { texts, error };
  }
}

describe('CompletionDeltas', () => {
  it('hands out the text of each chunk and stops at [DONE], skipping comments, other fields and garbled chunks', () => {
    const wire = `: keep-alive\n\nevent: delta\r\n${event('Hel')}data: {not json\n\n${event('lo')}data: [DONE]\n\n${event('after')}`;
    expect(read(wire)).toEqual({ texts: ['Hel', 'lo'] });
  });

  it('accepts a stream that ends with a finish reason and no [DONE], and an event without its blank line', () => {
    expect(read(`${event('Hi')}${event('!', 'stop').trimEnd()}`)).toEqual({ texts: ['Hi', '!'] });
  });

  it('calls a stream cut before the model finished interrupted', () => {
    const { texts, error } = read(event('Hel'));
    expect(texts).toEqual(['Hel']);
    expect(error).toBeInstanceOf(ChatModelError);
    expect(error).toMatchObject({ failure: 'interrupted' });
  });

  it('reads the same text however the bytes are cut, multi-byte characters included', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 }), fc.array(fc.nat(600), { maxLength: 30 }), (pieces, cuts) => {
        const wire = pieces.map((p) => event(p)).join('') + 'data: [DONE]\r\n\r\n';
        expect(read(wire, cuts)).toEqual({ texts: pieces });
      }),
    );
  });
});
