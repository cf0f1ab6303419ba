import { existsSync } from 'node:fs';

/** Debian's Chromium (tools/scripts/ensure-browser.mjs installs it); Playwright never downloads one. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunchOptions = existsSync(chromiumPath)
  ? { executablePath: chromiumPath, args: chromiumArgs }
  : { args: chromiumArgs };
