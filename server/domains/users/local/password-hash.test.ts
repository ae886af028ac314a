import { DEFAULT_PARAMS, hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hash';

/** Small parameters keep the tests quick; the format and the checks are the same as under the defaults. */
const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashes', () => {
  it('verifies the password it hashed and no other', async () => {
    const stored = await hashPassword('correct horse battery', FAST);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash: the same password twice gives two hashes, both verifying', async () => {
    const [a, b] = [await hashPassword('same password', FAST), await hashPassword('same password', FAST)];
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password', a)).toBe(true);
    expect(await verifyPassword('same password', b)).toBe(true);
  });

  it('stores its parameters with the hash, so a hash made under other parameters still verifies', async () => {
    const stored = await hashPassword('parameters travel', FAST);
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await verifyPassword('parameters travel', stored)).toBe(true);
  });

  it('hashes under the default parameters (scrypt, 2^15) and says weaker hashes need making again', async () => {
    const stored = await hashPassword('default cost');
    expect(stored.startsWith(`scrypt$${DEFAULT_PARAMS.N}$8$1$`)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
    expect(needsRehash(await hashPassword('default cost', FAST))).toBe(true);
    expect(needsRehash('plain text')).toBe(true);
  });

  it('treats the same password in another Unicode form as the same (NFKC)', async () => {
    const stored = await hashPassword('caf\u00e9 au lait', FAST);
    expect(await verifyPassword('cafe\u0301 au lait', stored)).toBe(true);
  });

  it('refuses hashes it cannot read or whose parameters are out of bounds, without throwing', async () => {
    for (const bad of ['', 'scrypt$1024$8$1$x', 'bcrypt$1024$8$1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5', 'scrypt$1000$8$1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5', 'scrypt$4194304$8$1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5']) {
      expect(await verifyPassword('anything', bad)).toBe(false);
    }
  });

  it('answers false for the dummy check whatever the password', async () => {
    expect(await verifyAgainstDummy('koko-dummy-password-never-matches')).toBe(false);
  });
});
