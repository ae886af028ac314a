import { MAX_SPOKEN_CHARS, spokenText } from './spoken-text';

describe('spokenText', () => {
  it('keeps the words and drops the actions, markdown and links', () => {
    expect(spokenText('*she turns away sharply* ...Only because you asked. **Seven** sharp, see https://example.test/x now!')).toBe(
      '...Only because you asked. Seven sharp, see now!',
    );
  });

  it('is empty for a reply that is only an action', () => {
    expect(spokenText('  *nods*  ')).toBe('');
  });

  it('stays under the length limit, ending on a sentence', () => {
    const long = 'This is a sentence that goes on. '.repeat(200);
    const spoken = spokenText(long);
    expect(spoken.length).toBeLessThanOrEqual(MAX_SPOKEN_CHARS);
    expect(spoken.endsWith('on.')).toBe(true);
  });
});
