// Starting a script again with Node flags it must have from its first instruction: V8's heap settings are read once,
// when the process starts.
import { runChild } from './run-child.mjs';

/**
 * When this process was started without every one of `flags`, runs `script` again in a child with them (and this
 * process's own flags, arguments, environment, input and output), hands SIGTERM and SIGHUP on to it, and ends as it
 * ends (runChild). Answers whether it did so: the caller then does nothing more.
 */
export function relaunchWithFlags(flags, script, args = process.argv.slice(2)) {
  const missing = flags.filter((flag) => !process.execArgv.includes(flag));
  if (missing.length === 0) return false;
  runChild(process.execPath, [...process.execArgv, ...missing, script, ...args]).then(
    ({ code }) => process.exit(code),
    (error) => {
      process.stderr.write(`could not start ${script}: ${error.message}\n`);
      process.exit(1);
    },
  );
  return true;
}
