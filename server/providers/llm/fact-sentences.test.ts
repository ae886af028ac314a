import { describeFact, turnOwnWords } from './fact-sentences';
import { extractFacts } from './user-facts';

describe('describeFact', () => {
  it("turns the user's own words round: said back to them, or about them", () => {
    const [plan] = extractFacts("I'm going to visit my sister on Sunday.");
    expect(describeFact(plan!, 'you')).toBe('You plan to visit your sister on Sunday.');
    expect(describeFact(plan!, 'Alex')).toBe('Alex plans to visit their sister on Sunday.');
    const [like] = extractFacts('I love my garden');
    expect(describeFact(like!, 'you')).toBe('You like your garden.');
  });

  it('leaves words that are not the speaker\'s own alone', () => {
    expect(turnOwnWords('Mycenae and myths', true)).toBe('Mycenae and myths');
    expect(turnOwnWords('help me with my exam', false)).toBe('help them with their exam');
  });
});
