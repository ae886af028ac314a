import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * A signing secret: the configured one when set, else one generated on the first start and kept in the data
 * folder under `name` (readable by its owner only), so nothing has to be configured. Instances that do not
 * share the data folder must be given the same secret.
 */
export function dataDirSecret(name: string, configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, name);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another instance wrote it first.
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}
