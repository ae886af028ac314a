// A child process run as part of this one: a supervisor that signals this process stops the child with it.
import { spawn } from 'node:child_process';
import os from 'node:os';

/**
 * Runs `command` with this process's input and output (unless `options` say otherwise) and hands SIGTERM and SIGHUP
 * on to it while it runs. SIGINT is not handed on, and does not end this process meanwhile: Ctrl+C in a terminal
 * reaches the whole foreground group, the child with it, and the child's shutdown must not be cut short by a second
 * one. Resolves with how the child ended as an exit code (its own, or 128 + the number of the signal that ended it)
 * and whether a signal was handed on to it.
 */
export function runChild(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    let signalled = false;
    const forward = (signal) => {
      signalled = true;
      child.kill(signal);
    };
    const ignore = () => {};
    process.on('SIGTERM', forward).on('SIGHUP', forward).on('SIGINT', ignore);
    const done = () => process.off('SIGTERM', forward).off('SIGHUP', forward).off('SIGINT', ignore);
    child.on('error', (error) => {
      done();
      reject(error);
    });
    child.on('exit', (code, signal) => {
      done();
      resolve({ code: code ?? 128 + (os.constants.signals[signal] ?? 0), signalled });
    });
  });
}
