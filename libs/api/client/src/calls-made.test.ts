import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/*
 * Every path of the contract is called by a library (a screen, the session, a data-access call)
 * or listed under "Calls the apps do not make" in docs/contract.md with the reason: a call no
 * screen makes is a decision written down, not an oversight (issue #37, spec §7).
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const contract = parse(readFileSync(join(root, 'libs/api/contract/openapi.yaml'), 'utf8')) as { paths: Record<string, unknown> };

/** The source of every library, tests, stories, fixtures and the generated types left out. */
function librarySource(dir = join(root, 'libs')): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'testing' ? '' : librarySource(path);
      const code = /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$|schema\.gen\.ts$|fixtures\.ts$/.test(entry.name);
      return code && path.includes('/src/') ? readFileSync(path, 'utf8') : '';
    })
    .join('\n');
}

function notMade(): string[] {
  const docs = readFileSync(join(root, 'docs/contract.md'), 'utf8');
  const section = docs.split('### Calls the apps do not make')[1]?.split(/\n## /)[0] ?? '';
  return [...section.matchAll(/`(?:[A-Z]+`\/`[A-Z]+ |[A-Z]+ )?(\/api\/[^`\s]+)`/g)].map((match) => match[1] as string);
}

describe('the calls the apps make', () => {
  const source = librarySource();
  const made = (path: string) => [`'${path}'`, `"${path}"`, `\`${path}`].some((quoted) => source.includes(quoted));
  const listed = notMade();

  it('docs/contract.md lists the calls no library makes', () => {
    expect(listed.length).toBeGreaterThan(0);
    const unexplained = Object.keys(contract.paths).filter((path) => !made(path) && !listed.includes(path));
    expect(unexplained).toEqual([]);
  });

  it('lists only paths of the contract that no library makes', () => {
    expect(listed.filter((path) => !(path in contract.paths))).toEqual([]);
    expect(listed.filter(made)).toEqual([]);
  });
});
