// Starting a script again with Node flags it must have from its first instruction: V8's heap settings are read once,
// when the process starts.
import { spawn } from 'node:child_process';
import os from 'node:os';

/**
 * When this process was started without every one of `flags`, runs `script` again in a child with them (and this
 * process's own flags, arguments, environment, input and output), hands SIGTERM and SIGHUP on to it, and ends as it
 * ends. Answers whether it did so: the caller then does nothing more.
 *
 * SIGINT is not handed on: Ctrl+C in a terminal reaches the whole foreground group, the child with it, and the
 * child's shutdown must not be cut short by a second one.
 */
export function relaunchWithFlags(flags, script, args = process.argv.slice(2)) {
  const missing = flags.filter((flag) => !process.execArgv.includes(flag));
  if (missing.length === 0) return false;
  const child = spawn(process.execPath, [...process.execArgv, ...missing, script, ...args], { stdio: 'inherit' });
  const forward = (signal) => child.kill(signal);
  process.on('SIGTERM', forward).on('SIGHUP', forward).on('SIGINT', () => {});
  child.on('error', (error) => {
    process.stderr.write(`could not start ${script}: ${error.message}\n`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
  return true;
}
