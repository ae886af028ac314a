import { formToPersona, personaProblems, personaToForm, samePersona, type PersonaForm } from './persona-form';
import { textProblem } from './text-problem';
import { nicknameSchema, NICKNAME_MAX } from '@/lib/contracts/user';

const form = (patch: Partial<PersonaForm> = {}): PersonaForm => ({ name: 'Pat', gender: 'non', age: '', description: 'I like tea.', ...patch });

describe('textProblem with the nickname rules', () => {
  it.each([
    ['Pat', undefined],
    ['', 'empty'],
    ['   ', 'empty'],
    ['x'.repeat(NICKNAME_MAX), undefined],
    ['x'.repeat(NICKNAME_MAX + 1), 'tooLong'],
    ['Pat\u0007', 'invalid'],
  ])('%j → %s', (value, problem) => {
    expect(textProblem(nicknameSchema, value)).toBe(problem);
  });
});

describe('persona form', () => {
  it('round-trips a persona, the unknown age as an empty field', () => {
    const persona = { name: 'Pat', gender: 'female' as const, age: null, description: '' };
    expect(personaToForm(persona).age).toBe('');
    expect(formToPersona(personaToForm(persona))).toEqual(persona);
    expect(formToPersona(form({ age: ' 34 ', name: ' Pat ' }))).toMatchObject({ name: 'Pat', age: 34 });
  });

  it('accepts a complete persona and an empty age', () => {
    expect(personaProblems(form())).toEqual({});
    expect(personaProblems(form({ age: '18' }))).toEqual({});
    expect(personaProblems(form({ age: '120' }))).toEqual({});
  });

  it('names each field that stops saving', () => {
    expect(personaProblems(form({ name: ' ', age: '17', description: 'x'.repeat(1001) }))).toEqual({ name: 'empty', age: 'range', description: 'tooLong' });
    expect(personaProblems(form({ age: '30.5' }))).toEqual({ age: 'range' });
    expect(personaProblems(form({ age: '121' }))).toEqual({ age: 'range' });
  });

  it('keeps line breaks in the description but refuses other control characters', () => {
    expect(personaProblems(form({ description: 'I paint at night.\nCall me Nova.' }))).toEqual({});
    expect(personaProblems(form({ description: 'Beep\u0007' }))).toEqual({ description: 'invalid' });
    expect(personaProblems(form({ name: 'Nova\nStar' }))).toEqual({ name: 'invalid' });
  });

  it('treats whitespace-only edits as unchanged', () => {
    expect(samePersona(form(), form({ description: 'I like tea.  ' }))).toBe(true);
    expect(samePersona(form(), form({ gender: 'male' }))).toBe(false);
  });
});
