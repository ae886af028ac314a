import type { CharacterSuggestion } from '@/lib/contracts/character-suggestion';
import { ROLE_INTRO_MAX, ROLE_PERSONALITY_MAX, ROLE_SCENARIO_MAX, ROLE_GREETING_MAX, ROLE_EXAMPLE_DIALOGUE_MAX, ROLE_NAME_MAX, ROLE_TAGS_MAX } from '@/lib/contracts/role-create-rules';

/** Cuts a text to fit a field, at the end of a sentence when one ends in the last third, else at a word. */
export function fitText(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const head = trimmed.slice(0, max);
  const sentence = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '), head.lastIndexOf('。'), head.lastIndexOf('\n'));
  if (sentence >= max * (2 / 3)) return head.slice(0, sentence + 1).trim();
  const space = head.lastIndexOf(' ');
  return (space >= max * (2 / 3) ? head.slice(0, space) : head.slice(0, max - 1)).trimEnd() + '…';
}

/** A written character as the character step's fields, each within the role's limits. */
export function suggestionFields(s: CharacterSuggestion) {
  return {
    roleName: fitText(s.roleName, ROLE_NAME_MAX),
    gender: s.gender,
    intro: fitText(s.intro, ROLE_INTRO_MAX),
    personality: fitText(s.personality, ROLE_PERSONALITY_MAX),
    scenario: fitText(s.scenario, ROLE_SCENARIO_MAX),
    roleAppearInfo: fitText(s.greeting, ROLE_GREETING_MAX),
    exampleDialogue: fitText(s.exampleDialogue.join('\n'), ROLE_EXAMPLE_DIALOGUE_MAX),
    tags: s.tags.slice(0, ROLE_TAGS_MAX),
  };
}
