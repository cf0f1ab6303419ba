#!/usr/bin/env node
// Makes sure a Chromium for Playwright, Storybook tests and Lighthouse is on this machine.
// Browser downloads (`npx playwright install`) cannot work here, so this uses Debian's chromium:
// installed with apt-get when missing and running as root, otherwise it says what to do.
// The fonts the pages fall back on come with it: the brands' heading stacks end in Liberation Sans
// (glo) and Liberation Sans Narrow (o'go), and the visual baselines are drawn with them, so a
// machine without them draws other glyphs (Debian's chromium only recommends fonts-liberation).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FONT_PACKAGES = ['fonts-dejavu-core', 'fonts-liberation'];

function hasFonts() {
  try {
    return execSync('fc-list', { encoding: 'utf8' }).includes('Liberation Sans Narrow');
  } catch {
    return false;
  }
}

if (existsSync(path) && hasFonts()) {
  console.log(`browser: ${path}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if ((!isRoot || !hasApt) && existsSync(path)) {
  console.warn(`browser: ${path}; without Liberation Sans Narrow the visual baselines will not match (apt-get install ${FONT_PACKAGES.join(' ')})`);
  process.exit(0);
}
if (!isRoot || !hasApt) {
  console.error(
    `No Chromium at ${path}, or not its fonts.\n` +
      `  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium ${FONT_PACKAGES.join(' ')}\n` +
      '  Elsewhere: install Chromium and set CHROMIUM_PATH to its executable.',
  );
  process.exit(1);
}

console.log('browser: installing Debian chromium and its fonts (apt-get)…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -qq', { stdio: 'inherit', env });
execSync(`apt-get install -y -qq --no-install-recommends chromium ${FONT_PACKAGES.join(' ')}`, {
  stdio: 'inherit',
  env,
});
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
console.log(`browser: ${path}`);
