// The sign-in on a slow link, as a customer meets it: a first visit (no service worker, empty cache)
// over 400 ms round trips and 50 KB/s, the CPU 4 × slower (Chromium's own emulation, DevTools
// protocol). For each brand, RUNS times (median printed): when the phone field is on screen, when
// the first tap ("Отримати код", made the moment the field shows) is answered with the code step,
// and when home is on screen after the code. Needs the apps and the backend up (`npm start`, or
// the e2e ports: API_PORT, GLO_PORT, OGO_PORT).
//   npx tsx tools/scripts/slow-start.ts [glo|ogo]      (SLOW_RUNS=3)
import { chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { DEMO_PHONE, smsCode } from '../e2e/auth';
import { appUrl, brandApps } from '../e2e/ports';

const RUNS = Math.max(1, Number(process.env['SLOW_RUNS'] ?? 3));
const PROFILE = { latency: 400, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024, cpu: 4 };

/** Milliseconds since the page's navigation started, read in the page. */
const sinceStart = (page: Page) => page.evaluate(() => Math.round(performance.now()));

async function once(brand: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, locale: 'uk-UA', serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.latency,
      downloadThroughput: PROFILE.downloadThroughput,
      uploadThroughput: PROFILE.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpu });
    const phoneLeaks: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && /phone=|\d{9}/.test(frame.url())) phoneLeaks.push(frame.url());
    });
    await page.goto(`${appUrl(brand)}/auth`, { waitUntil: 'commit' });
    const phone = page.getByLabel('Номер телефону', { exact: true });
    await phone.waitFor({ state: 'visible', timeout: 60_000 });
    const fieldVisible = await sinceStart(page);
    // The customer types and taps at once, whether the app has started or not.
    await phone.fill(DEMO_PHONE.slice(3));
    await page.getByRole('button', { name: 'Отримати код' }).click();
    const tappedAt = await sinceStart(page);
    const code = page.getByLabel('Код з SMS', { exact: true });
    await code.waitFor({ state: 'visible', timeout: 60_000 });
    const tapAnswered = await sinceStart(page);
    const sent = await smsCode(page.request, DEMO_PHONE);
    const typedCodeAt = await sinceStart(page);
    await code.fill(sent ?? '');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 60_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 60_000 });
    const home = (await sinceStart(page)) - typedCodeAt;
    return { fieldVisible, tappedAt, tapAnswered, home, phoneLeaks };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const only = process.argv[2];
for (const { id } of brandApps.filter((app) => !only || app.id === only)) {
  const runs: Awaited<ReturnType<typeof once>>[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await once(id));
  const list = (key: 'fieldVisible' | 'tappedAt' | 'tapAnswered' | 'home') => runs.map((run) => run[key]);
  console.log(
    `${id}: phone field visible ${median(list('fieldVisible'))} ms (${list('fieldVisible').join(', ')}); ` +
      `first tap (at ${median(list('tappedAt'))} ms) answered with the code step at ${median(list('tapAnswered'))} ms (${list('tapAnswered').join(', ')}); ` +
      `home ${median(list('home'))} ms after the code (${list('home').join(', ')}); ` +
      `phone in a URL: ${runs.some((run) => run.phoneLeaks.length > 0) ? 'YES' : 'never'}`,
  );
}
