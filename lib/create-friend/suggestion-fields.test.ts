import fc from 'fast-check';
import { fitText, suggestionFields } from './suggestion-fields';

describe('fitting written text into the role fields', () => {
  it('keeps a text that fits, and cuts a long one at a sentence end', () => {
    expect(fitText('  Short.  ', 50)).toBe('Short.');
    const long = 'First sentence is here. Second sentence is also here. Third one runs on and on and on.';
    expect(fitText(long, 60)).toBe('First sentence is here. Second sentence is also here.');
  });

  it('never gives more than the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 2, max: 300 }), (text, max) => {
        expect(fitText(text, max).length).toBeLessThanOrEqual(max);
      }),
    );
  });

  it('turns a written character into the step fields', () => {
    const fields = suggestionFields({
      roleName: 'Dagmar',
      gender: 'male',
      intro: 'A grumpy dwarf.',
      personality: 'Loud.',
      scenario: 'A forge.',
      greeting: '*grunts* What?',
      exampleDialogue: ['{{user}}: Hi.', '{{char}}: What.'],
      tags: ['Fantasy', 'Comedy', 'Slice of Life'],
      language: 'en-US',
      writer: 'offline',
    });
    expect(fields).toMatchObject({ roleName: 'Dagmar', roleAppearInfo: '*grunts* What?', exampleDialogue: '{{user}}: Hi.\n{{char}}: What.', tags: ['Fantasy', 'Comedy', 'Slice of Life'] });
  });
});
