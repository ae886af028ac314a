import fc from 'fast-check';
import { parseActionText, plainActionText } from './action-text';

const joined = (text: string) => parseActionText(text).map((s) => s.text).join('');
/** What a reader sees of a text, delimiters aside: every character but `*` and `\`. */
const visible = (text: string) => text.replace(/[*\\]/g, '');
/** Texts made of the characters that matter to the parser, and words. */
const roleText = fc.array(fc.constantFrom('*', '**', '\\', '\\*', ' ', '\n', '\n\n', '.', ',', 'a', 'Hé', '你好', 'smiles'), { maxLength: 30 }).map((parts) => parts.join(''));
const unescaped = fc.array(fc.constantFrom('*', '**', ' ', '\n', '\n\n', '.', 'a', 'word'), { maxLength: 30 }).map((parts) => parts.join(''));

describe('parseActionText', () => {
  it('reads speech and actions', () => {
    expect(parseActionText('*A cold draught sweeps up the stairs* You can see me?')).toEqual([
      { kind: 'action', text: 'A cold draught sweeps up the stairs' },
      { kind: 'speech', text: ' You can see me?' },
    ]);
  });

  it('shows an action still streaming as an action, and never a trailing lone star', () => {
    expect(parseActionText('Hello. *She lea')).toEqual([
      { kind: 'speech', text: 'Hello. ' },
      { kind: 'action', text: 'She lea' },
    ]);
    expect(parseActionText('Hello. *')).toEqual([{ kind: 'speech', text: 'Hello. ' }]);
    expect(parseActionText('*')).toEqual([]);
  });

  it('reads **bold** as bold, in speech and in actions', () => {
    expect(parseActionText('I **mean** it *taps the **table***')).toEqual([
      { kind: 'speech', text: 'I ' },
      { kind: 'speech', text: 'mean', bold: true },
      { kind: 'speech', text: ' it ' },
      { kind: 'action', text: 'taps the ' },
      { kind: 'action', text: 'table', bold: true },
    ]);
  });

  it('keeps escaped stars and backslashes as characters', () => {
    expect(parseActionText('5 \\* 3 is 15 \\\\ *nods*')).toEqual([
      { kind: 'speech', text: '5 * 3 is 15 \\ ' },
      { kind: 'action', text: 'nods' },
    ]);
    expect(joined('a \\b')).toBe('a \\b');
  });

  it('closes an open action at a paragraph break', () => {
    expect(parseActionText('*waves\n\nHello')).toEqual([
      { kind: 'action', text: 'waves' },
      { kind: 'speech', text: '\n\nHello' },
    ]);
    expect(parseActionText('*looks up,\nsmiling* Hi')).toEqual([
      { kind: 'action', text: 'looks up,\nsmiling' },
      { kind: 'speech', text: ' Hi' },
    ]);
  });

  it('never loses or invents a character', () => {
    fc.assert(fc.property(roleText, (text) => expect(visible(joined(text))).toBe(visible(text))));
  });

  it('shows no raw star for any prefix of a message, and each segment holds text', () => {
    fc.assert(
      fc.property(unescaped, (text) => {
        for (let end = 0; end <= text.length; end++) {
          const segments = parseActionText(text.slice(0, end));
          for (const s of segments) {
            expect(s.text).not.toContain('*');
            expect(s.text).not.toBe('');
          }
        }
      }),
    );
  });

  it('gives neighbouring segments different kinds or weights', () => {
    fc.assert(
      fc.property(roleText, (text) => {
        const segments = parseActionText(text);
        segments.slice(1).forEach((s, i) => expect(s.kind !== segments[i]!.kind || Boolean(s.bold) !== Boolean(segments[i]!.bold)).toBe(true));
      }),
    );
  });
});

describe('plainActionText', () => {
  it.each([
    ['*Elias glances up from the kettle* It changes.', '(Elias glances up from the kettle) It changes.'],
    ['*Elias glances up from the kettle*It changes.', '(Elias glances up from the kettle) It changes.'],
    ['Fine.*sighs*', 'Fine. (sighs)'],
    ['Fine *sighs*.', 'Fine (sighs).'],
    ['*sighs*, fine', '(sighs), fine'],
    ['*  waves  *   Hello\n\nthere', '(waves) Hello there'],
    ['**Stop.** *grabs your arm*', 'Stop. (grabs your arm)'],
    ['Hello *', 'Hello'],
    ['* *Hi', 'Hi'],
    ['— *bows*', '— (bows)'],
    ['“*bows*”', '“(bows)”'],
    ['5 \\* 3', '5 * 3'],
  ])('%j reads %j', (text, plain) => expect(plainActionText(text)).toBe(plain));

  it('has no star, no double space and no space at the ends, for any prefix', () => {
    fc.assert(
      fc.property(unescaped, (text) => {
        for (let end = 0; end <= text.length; end++) {
          const plain = plainActionText(text.slice(0, end));
          expect(plain).not.toMatch(/\*|\s\s|^\s|\s$|\(\s|\s\)/);
        }
      }),
    );
  });
});
