// One Lighthouse run, for `npm run perf` (lighthouse.ts), in a process of its own that the parent
// starts at a lower CPU priority than the browser it measures: on the 2-core test machine,
// Lighthouse's own work (protocol events, the trace) took CPU from the page's main thread, and
// the simulation multiplies every observed main-thread millisecond by 4 (docs/performance.md,
// "Lighthouse").
//
//   tsx tools/scripts/lighthouse-run.ts '{"url":…,"port":…,"signedIn":…,"out":…}'
//
// Writes `{ lhr, trace }` as JSON to `out`; a run Lighthouse could not complete has its
// `lhr.runtimeError`, as in-process.
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';

interface RunRequest {
  url: string;
  /** The remote-debugging port of the browser the parent launched. */
  port: number;
  /** Keep the profile's storage (the signed-in customer, service worker and caches). */
  signedIn: boolean;
  out: string;
}

const request = JSON.parse(process.argv[2] ?? '') as RunRequest;
const result = await lighthouse(request.url, {
  port: request.port,
  output: 'json',
  logLevel: 'error',
  disableStorageReset: request.signedIn,
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
  formFactor: 'mobile',
});
if (!result) throw new Error(`no Lighthouse result for ${request.url}`);
writeFileSync(request.out, JSON.stringify({ lhr: result.lhr, trace: (result.artifacts as { Trace?: unknown }).Trace }));
