import type { RoleDetail } from '@/lib/contracts/role';
import { personaCardOf } from './persona-card';

const role = { roleId: 3, roleName: 'Mika', gender: 'female', intro: 'A barista.', roleAppearInfo: 'Hi {{user}}!', personality: 'Warm.', scenario: 'A café.', exampleDialogue: '', tags: [{ title: 'Slice of life' }] } as unknown as RoleDetail;

describe('personaCardOf', () => {
  it('makes the card the model sees from the role', () => {
    expect(personaCardOf(role)).toEqual({ roleId: 3, name: 'Mika', gender: 'female', intro: 'A barista.', greeting: 'Hi {{user}}!', personality: 'Warm.', scenario: 'A café.', exampleDialogue: '', tags: ['Slice of life'] });
  });

  it("carries the role's lorebook when it has one", () => {
    const lorebook = { name: 'Café', description: '', recursiveScanning: false, entries: [] };
    expect(personaCardOf({ ...role, lorebook }).lorebook).toBe(lorebook);
  });

  it('gives the same card for the same role read, and a new one for a new read', () => {
    expect(personaCardOf(role)).toBe(personaCardOf(role));
    expect(personaCardOf({ ...role, roleName: 'Mika R.' })).toMatchObject({ name: 'Mika R.' });
    expect(personaCardOf({ ...role })).not.toBe(personaCardOf(role));
  });
});
