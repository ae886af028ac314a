import { EmotionTagFilter, splitEmotionTag } from './emotion-tag-filter';

function stream(pieces: string[]) {
  const filter = new EmotionTagFilter();
  const shown = pieces.map((p) => filter.push(p));
  shown.push(filter.finish());
  return { shown, text: filter.text, label: filter.label };
}

describe('EmotionTagFilter', () => {
  it('never shows the tag, even when it arrives a letter at a time', () => {
    const reply = 'Hello there! How are you? [emotion: joy]';
    const { shown, text, label } = stream([...reply]);
    expect(shown.join('')).toBe('Hello there! How are you?');
    expect(text).toBe('Hello there! How are you?');
    expect(label).toBe('joy');
    for (let i = 0; i < shown.length; i++) expect(shown.slice(0, i + 1).join('')).not.toMatch(/\[/);
  });

  it('holds back a possible tag start and releases it when it turns out to be text', () => {
    const { shown, text, label } = stream(['She said ', '[', 'laughs', '] hi']);
    expect(shown).toEqual(['She said', '', ' [laughs', '] hi', '']);
    expect(text).toBe('She said [laughs] hi');
    expect(label).toBeUndefined();
  });

  it('accepts the tag in other spellings and on its own line', () => {
    expect(splitEmotionTag('Hmph.\n\n[Emotion = Embarrassment]')).toEqual({ text: 'Hmph.', label: 'Embarrassment' });
    expect(splitEmotionTag('[emotion: sadness] I miss you.')).toEqual({ text: 'I miss you.', label: 'sadness' });
  });

  it('drops an unfinished tag at the end of the stream', () => {
    expect(stream(['Fine.', ' [emotion: jo']).text).toBe('Fine.');
  });
});
