import { passwordProblem } from './password-rules';

describe('password rules', () => {
  it('wants at least 8 characters, counted as characters, not bytes', () => {
    expect(passwordProblem('short12')).toBe('too-short');
    expect(passwordProblem('ççççççç')).toBe('too-short');
    expect(passwordProblem('a quiet river')).toBeUndefined();
    expect(passwordProblem('😀😀😀😀😀😀😀😀')).toBeUndefined();
  });

  it('allows at most 256 characters', () => {
    expect(passwordProblem('long words '.repeat(23).slice(0, 256))).toBeUndefined();
    expect(passwordProblem('long words '.repeat(24))).toBe('too-long');
  });

  it('refuses the most common passwords in any case', () => {
    expect(passwordProblem('password123')).toBe('too-common');
    expect(passwordProblem('PASSWORD123')).toBe('too-common');
    expect(passwordProblem('12345678')).toBe('too-common');
    expect(passwordProblem('qwertyuiop')).toBe('too-common');
  });

  it('refuses the email, its name part or the name it protects', () => {
    expect(passwordProblem('ann.lee@example.com', { email: 'ann.lee@example.com' })).toBe('too-common');
    expect(passwordProblem('Ann.Lee.Example', { email: 'ann.lee.example@example.com' })).toBe('too-common');
    expect(passwordProblem('Annabelle Lee', { name: 'annabelle lee' })).toBe('too-common');
    expect(passwordProblem('annabelle lee sings', { name: 'annabelle lee' })).toBeUndefined();
  });
});
