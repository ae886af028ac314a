import { timelineText } from '@/lib/contracts/timeline';
import { sentencesOf, timelineOfParts } from './sentence-timeline';

describe('sentencesOf', () => {
  it.each([
    ['Hi. How are you? Fine!', ['Hi. ', 'How are you? ', 'Fine!']],
    ['*smiles. Nods.* Well... I see.', ['*smiles. Nods.* Well... ', 'I see.']],
    ['"Really?!" she asked.  Ok', ['"Really?!" ', 'she asked.  ', 'Ok']],
    ['3.14 is pi', ['3.14 is pi']],
    ['', []],
  ])('%j', (text, sentences) => {
    expect(sentencesOf(text)).toEqual(sentences);
    expect(sentencesOf(text).join('')).toBe(text);
  });
});

describe('timelineOfParts', () => {
  it('makes each sentence a segment with its part’s cues, the emotion carrying on', () => {
    const { text, timeline } = timelineOfParts([{ text: '*waves* Hello! Are you well?', cues: { emotion: 'joy' } }, { text: '' }, { text: 'The old tower fell...', cues: { gaze: 'up' } }]);
    expect(text).toBe('*waves* Hello! Are you well? The old tower fell...');
    expect(timelineText(timeline)).toBe(text);
    expect(timeline.segments).toEqual([
      { text: '*waves* Hello! ', emotion: 'joy', motion: 'appear', gaze: 'user' },
      { text: 'Are you well? ', emotion: 'joy', motion: 'listen', gaze: 'user' },
      { text: 'The old tower fell...', emotion: 'joy', motion: 'active', gaze: 'down' },
    ]);
  });
});
