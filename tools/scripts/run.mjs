// Small process helpers shared by the start and test scripts.
import { spawn } from 'node:child_process';

export const baseEnv = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  ...(process.env.CI ? { NX_DAEMON: 'false' } : {}),
};

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: baseEnv, ...options });
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Starts a long-running service whose output lines are prefixed with its name. */
export function service(name, command, args, env = {}) {
  const child = spawn(command, args, {
    env: { ...baseEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}
