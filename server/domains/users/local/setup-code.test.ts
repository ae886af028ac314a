import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SetupCode } from './setup-code';

describe('the setup code', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koko-setup-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is made once, kept in <data dir>/setup-code readable only by its owner, and the same on the next start', () => {
    const code = SetupCode.inDataDir(dir).current();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const file = path.join(dir, 'setup-code');
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(code);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(SetupCode.inDataDir(dir).current()).toBe(code);
  });

  it('matches the code however it is typed (case, spaces, dashes) and nothing else', () => {
    const setup = SetupCode.inDataDir(dir);
    const code = setup.current();
    expect(setup.matches(code)).toBe(true);
    expect(setup.matches(` ${code.toLowerCase().replace(/-/g, ' ')} `)).toBe(true);
    expect(setup.matches(code.slice(0, -1))).toBe(false);
    expect(setup.matches('')).toBe(false);
    expect(setup.matches(undefined)).toBe(false);
  });

  it('matches nothing once cleared, and a new code is a different one', () => {
    const setup = SetupCode.inDataDir(dir);
    const code = setup.current();
    setup.clear();
    expect(fs.existsSync(path.join(dir, 'setup-code'))).toBe(false);
    expect(setup.matches(code)).toBe(false);
    expect(setup.current()).not.toBe(code);
  });
});
