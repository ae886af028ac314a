import { greetingRuns } from './greeting-text';

describe('greetingRuns', () => {
  const names = { user: 'Mia', char: 'Elias' };

  it('fills the placeholders and sets the actions apart', () => {
    expect(greetingRuns('*{{char}} looks up, smiling.* You came back, {{user}}. *he waves*', names)).toEqual([
      { text: 'Elias looks up, smiling.', action: true },
      { text: 'You came back, Mia.', action: false },
      { text: 'he waves', action: true },
    ]);
  });

  it('drops markdown marks, links and images', () => {
    expect(greetingRuns('# Hi\n**Welcome** to [my shop](https://x.example) ![pic](a.png) `now`', names)).toEqual([{ text: 'Hi Welcome to my shop now', action: false }]);
  });

  it('keeps a lone asterisk from swallowing the text', () => {
    expect(greetingRuns('5 * 3 is fifteen', names)).toEqual([{ text: '5 3 is fifteen', action: false }]);
  });
});
