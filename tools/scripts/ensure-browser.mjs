#!/usr/bin/env node
// Makes sure a Chromium for Playwright, Storybook tests and Lighthouse is on this machine.
// Browser downloads (`npx playwright install`) cannot work here, so this uses Debian's chromium:
// installed with apt-get when missing and running as root, otherwise it says what to do.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(path)) {
  console.log(`browser: ${path}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    `No Chromium at ${path}.\n` +
      '  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium\n' +
      '  Elsewhere: install Chromium and set CHROMIUM_PATH to its executable.',
  );
  process.exit(1);
}

console.log('browser: installing Debian chromium (apt-get)…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -qq', { stdio: 'inherit', env });
execSync('apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core', {
  stdio: 'inherit',
  env,
});
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
console.log(`browser: ${path}`);
