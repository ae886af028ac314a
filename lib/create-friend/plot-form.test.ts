import { plotProblems } from './plot-form';

const fine = { title: 'Lanterns', scene: 'We hang lanterns.', dialogueExample: '{{char}}: Careful.', rounds: '3' };

describe('a plot as typed', () => {
  it('can be saved when every field is filled and the rounds are 1–5', () => {
    for (const rounds of ['1', '5', ' 2 ']) expect(plotProblems({ ...fine, rounds })).toEqual([]);
  });

  it("names each problem with the seed's message", () => {
    expect(plotProblems({ ...fine, dialogueExample: '  ' })).toEqual([{ field: 'dialogueExample', message: 'dialogEmpty' }]);
    expect(plotProblems({ ...fine, title: '' })).toEqual([{ field: 'title', message: 'contentEmpty' }]);
    expect(plotProblems({ ...fine, rounds: '' })).toEqual([{ field: 'rounds', message: 'roundsMissing' }]);
    for (const rounds of ['0', '6', '2.5', 'x', '-1']) expect(plotProblems({ ...fine, rounds })).toEqual([{ field: 'rounds', message: 'roundsRange' }]);
    expect(plotProblems({ ...fine, title: 'x'.repeat(61) })).toEqual([{ field: 'title', message: 'tooLong' }]);
  });
});
