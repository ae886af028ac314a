import { nicknameSchema, personaSchema, type Persona } from '@/lib/contracts/user';
import { textProblem, type TextProblem } from './text-problem';

/** The persona as the form holds it: the age is text until it is saved. */
export interface PersonaForm {
  name: string;
  gender: Persona['gender'];
  age: string;
  description: string;
}

export interface PersonaProblems {
  name?: TextProblem;
  age?: 'range';
  description?: TextProblem;
}

export const personaToForm = (persona: Persona): PersonaForm => ({
  name: persona.name,
  gender: persona.gender,
  age: persona.age === null ? '' : String(persona.age),
  description: persona.description,
});

/** The persona to save: trimmed texts, an empty age saved as "not told". */
export const formToPersona = (form: PersonaForm): Persona => ({
  name: form.name.trim(),
  gender: form.gender,
  age: form.age.trim() === '' ? null : Number(form.age),
  description: form.description.trim(),
});

/** What stops the form from saving; the name follows the nickname rules (it must not be empty). */
export function personaProblems(form: PersonaForm): PersonaProblems {
  const problems: PersonaProblems = {};
  const name = textProblem(nicknameSchema, form.name);
  if (name) problems.name = name;
  const age = form.age.trim();
  if (age !== '' && !(/^\d+$/.test(age) && personaSchema.shape.age.safeParse(Number(age)).success)) problems.age = 'range';
  const description = textProblem(personaSchema.shape.description, form.description);
  if (description) problems.description = description;
  return problems;
}

export const samePersona = (a: PersonaForm, b: PersonaForm) => JSON.stringify(formToPersona(a)) === JSON.stringify(formToPersona(b));
