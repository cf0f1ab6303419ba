// Debian packages the tests need, installed with apt-get when running as root (ensure-servers.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const canApt = () => typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');

/** apt-get update, then install the packages without recommends; throws `hint` when not root on Debian. */
export function aptInstall(packages, hint) {
  if (!canApt()) throw new Error(hint);
  console.log(`${packages.join(', ')}: installing with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}
