// `npm run user -- <command>`: manages local accounts on the configured database (the same services the server
// uses). On the embedded database (PGlite) the server must be stopped first; on PostgreSQL it works while it runs.
import { normaliseEmail } from '@/lib/contracts/accounts';
import { parseEnv, type Env } from '@/server/env';
import { createLogger } from '@/server/log';
import { DatabaseBusyError } from '@/server/runtime/database-lock';
import { createRuntime, type Runtime } from '@/server/runtime/runtime';
import { ApiError } from '@/server/errors';

const USAGE = `usage: npm run user -- <command>

  list                                    the local accounts (id, email, name, state; * marks the owner)
  create --email E --name N [--owner]     makes a verified account; the password is read from stdin
  reset-password --email E                prints a reset link (1 hour); with a password on stdin, sets it instead
  disable --email E | enable --email E    disables (signs out everywhere) or enables an account
  make-owner --email E                    makes the account the owner (an internal admin)
  setup-code                              prints the setup code while there is no owner
`;

class UsageError extends Error {}
/** A command that cannot be done as asked (no such account): its message, no usage. */
class CommandError extends Error {}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (!value || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
  return value;
}

function required(args: string[], name: string): string {
  const value = option(args, name);
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

/** What is piped on stdin (a password), trimmed of its line end; undefined on a terminal or when empty. */
async function readStdin(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
  return text || undefined;
}

const origin = (env: Env) => env.publicUrl ?? `http://localhost:${env.port}`;
const absolute = (env: Env, url: string) => (url.startsWith('/') ? origin(env) + url : url);

async function userIdOf(runtime: Runtime, email: string): Promise<number> {
  const credential = await runtime.services.localAccounts.byEmail(email);
  if (!credential) throw new CommandError(`no local account has the email ${email}`);
  return credential.userId;
}

async function run(command: string, args: string[], env: Env, runtime: Runtime): Promise<void> {
  const accounts = runtime.services.localAccounts;
  const out = (line: string) => process.stdout.write(line + '\n');
  switch (command) {
    case 'list': {
      const owner = await accounts.ownerId();
      const list = await accounts.list();
      if (list.length === 0) out('no local accounts yet');
      for (const c of list) {
        const state = [c.userId === owner ? 'owner' : '', c.emailVerifiedAt ? 'verified' : 'unverified', c.disabledAt ? 'disabled' : '', c.resetRequestedAt ? 'asked for a reset link' : ''].filter(Boolean).join(', ');
        out(`${c.userId === owner ? '*' : ' '} ${String(c.userId).padStart(6)}  ${c.email}  ${c.name}  (${state})`);
      }
      return;
    }
    case 'create': {
      const email = required(args, 'email');
      const name = required(args, 'name');
      const password = await readStdin();
      if (!password) throw new UsageError('create reads the password from stdin: echo "$PASSWORD" | npm run user -- create …');
      const userId = await accounts.createFromCommandLine({ email, name, password, owner: args.includes('--owner') });
      out(`made account ${userId} for ${normaliseEmail(email)}${(await accounts.ownerId()) === userId ? ', the owner' : ''}`);
      return;
    }
    case 'reset-password': {
      const userId = await userIdOf(runtime, required(args, 'email'));
      const password = await readStdin();
      if (password) {
        await accounts.setPassword(userId, password);
        out('password set; the account was signed out everywhere');
      } else {
        const link = await accounts.resetLinkFor(undefined, userId);
        out(`reset link (works once, until ${link.expiresAt.toISOString()}):`);
        out(absolute(env, link.url));
      }
      return;
    }
    case 'disable':
    case 'enable': {
      const email = required(args, 'email');
      await accounts.setDisabled(undefined, await userIdOf(runtime, email), command === 'disable');
      out(`${email} is ${command}d`);
      return;
    }
    case 'make-owner': {
      const email = required(args, 'email');
      await accounts.makeOwner(undefined, await userIdOf(runtime, email));
      out(`${email} is the owner`);
      return;
    }
    case 'setup-code': {
      const code = await accounts.setupCodeIfNoOwner();
      out(code ? `setup code: ${code}  (open ${origin(env)}/setup; also in ${accounts.setupCodePath})` : 'this server has an owner: no setup code');
      return;
    }
    default:
      throw new UsageError(command ? `unknown command ${command}` : 'a command is needed');
  }
}

async function main() {
  const [command = '', ...args] = process.argv.slice(2);
  if (command === 'help' || command === '--help' || !command) {
    process.stdout.write(USAGE);
    process.exit(command ? 0 : 2);
  }
  const env = parseEnv();
  let runtime: Runtime | undefined;
  try {
    runtime = await createRuntime(env, { seed: false, role: 'user command', log: createLogger('warn') });
    await run(command, args, env, runtime);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else if (error instanceof DatabaseBusyError || error instanceof ApiError || error instanceof CommandError) {
      process.stderr.write(`user: ${error.message}\n`);
      process.exitCode = 1;
    } else {
      throw error;
    }
  } finally {
    await runtime?.close();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`user failed: ${error.message}\n`);
  process.exit(1);
});
