import { parseActionText } from '@/lib/chat/action-text';
import { greetingText } from './greeting-text';

describe('greetingText', () => {
  const names = { user: 'Mia', char: 'Elias' };

  it('fills the placeholders and keeps the actions for the card to set apart', () => {
    const text = greetingText('*{{char}} looks up, smiling.* You came back, {{user}}. *he waves*', names);
    expect(text).toBe('*Elias looks up, smiling.* You came back, Mia. *he waves*');
    expect(parseActionText(text).map((s) => s.kind)).toEqual(['action', 'speech', 'action']);
  });

  it('drops links, images and headings, keeps bold for the card', () => {
    expect(greetingText('# Hi\n**Welcome** to [my shop](https://x.example) ![pic](a.png) `now`', names)).toBe('Hi **Welcome** to my shop now');
  });

  it('speaks to a person who has not told their name without a placeholder', () => {
    expect(greetingText('Welcome back, {{user}}. *{{char}} smiles*', { user: null, char: 'Elias', locale: 'en-US' })).toBe('Welcome back. *Elias smiles*');
  });
});
