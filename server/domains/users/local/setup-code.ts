import { randomInt, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Letters and digits that cannot be mistaken for one another when read from a log. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** `ABCD-EFGH-JKMN`: 12 characters of 32, 60 bits. */
function newCode(): string {
  const groups = Array.from({ length: GROUPS }, () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''));
  return groups.join('-');
}

/** What a person typed, as the code is written: upper case, without spaces or dashes. */
const canonical = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * The one-time code that claims a fresh instance (README "Accounts and koin"): without an owner, whoever reaches
 * the server first could otherwise make themselves its owner. The code is made once, kept in
 * `<data dir>/setup-code` (mode 600, so only the server's user reads it) and printed in the server's log at each
 * start while there is no owner; /setup asks for it. It is deleted once the owner exists.
 */
export class SetupCode {
  constructor(private readonly file: string) {}

  static inDataDir(dataDir: string): SetupCode {
    return new SetupCode(path.join(dataDir, 'setup-code'));
  }

  get path(): string {
    return this.file;
  }

  /** The code, made and written now when there is none yet. */
  current(): string {
    const existing = this.read();
    if (existing) return existing;
    const code = newCode();
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    try {
      fs.writeFileSync(this.file, code + '\n', { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process wrote one a moment ago: that one is the code.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return this.read() ?? code;
      throw error;
    }
    return code;
  }

  /** Whether the code typed is this instance's code (compared in constant time); false when there is none. */
  matches(typed: string | undefined): boolean {
    const code = this.read();
    if (!code || !typed) return false;
    const a = Buffer.from(canonical(code));
    const b = Buffer.from(canonical(typed).slice(0, 64));
    return a.length === b.length && timingSafeEqual(a, b);
  }

  clear(): void {
    fs.rmSync(this.file, { force: true });
  }

  private read(): string | undefined {
    try {
      const code = fs.readFileSync(this.file, 'utf8').trim();
      return code || undefined;
    } catch {
      return undefined;
    }
  }
}
