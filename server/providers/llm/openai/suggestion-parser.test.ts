import { parseSuggestions } from './suggestion-parser';

describe('parseSuggestions', () => {
  it('reads a JSON array, fenced or not', () => {
    expect(parseSuggestions('["Hi!", "What now?", "Tell me more."]', 3)).toEqual(['Hi!', 'What now?', 'Tell me more.']);
    expect(parseSuggestions('Sure:\n```json\n["a", "b", "c", "d"]\n```', 3)).toEqual(['a', 'b', 'c']);
  });

  it('reads numbered and bulleted lines, skipping a lead-in', () => {
    expect(parseSuggestions('Here are three ideas:\n1. "Want to spar?"\n2) Tell me about the dojo.\n- Nice bokken!', 3)).toEqual(['Want to spar?', 'Tell me about the dojo.', 'Nice bokken!']);
  });

  it('drops empty and repeated items', () => {
    expect(parseSuggestions('["Hey", "hey", "", "Yo"]', 5)).toEqual(['Hey', 'Yo']);
  });
});
