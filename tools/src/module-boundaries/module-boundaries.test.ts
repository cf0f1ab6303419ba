/**
 * A rule that cannot fail is no rule: these tests lint virtual files ("probes") placed inside
 * projects and assert that @nx/enforce-module-boundaries reports every import the architecture
 * forbids (docs/architecture.md) — and stays silent on allowed ones, so nothing passes by
 * accident (e.g. because the rule skipped itself for want of a project graph).
 *
 * Two workspaces are used:
 * - the real one, in process, so the real projects are proven to carry tags that make the rules
 *   bite (shared-ui, the brand libraries, the apps, every feature);
 * - a throw-away fixture workspace in the OS temp folder with one project per `type:` tag of
 *   eslint.config.mjs and two features, linted with the real eslint.config.mjs in a child
 *   process. It makes the feature → feature case (and the tag matrix) run whatever libraries
 *   exist today, and it never touches the checkout others work in.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import {
  createProjectGraphAsync,
  workspaceRoot,
  type ProjectGraph,
  type ProjectGraphProjectNode,
} from '@nx/devkit';

const RULE = '@nx/enforce-module-boundaries';
const GRAPH_TIMEOUT = 180_000;

interface DepConstraint {
  sourceTag?: string;
  onlyDependOnLibsWithTags?: string[];
}

interface Probe {
  /** Workspace-relative path of the virtual file; its folder decides the source project. */
  file: string;
  code: string;
}

interface ProbeResult extends Probe {
  boundaryErrors: string[];
  fatal: string[];
}

const importOf = (specifier: string) => `import * as probe from '${specifier}';\nexport { probe };\n`;

const onlyTagsMessage = /A project tagged with "type:[a-z-]+" (can only depend on libs tagged with|cannot depend on any libs with tags)/;
const bannedMessage = (tag: string, imp: string) =>
  `A project tagged with "${tag}" is not allowed to import "${imp}"`;
const brandMessage = (own: string, other: string) =>
  new RegExp(`A project tagged with "brand:${own}" can not depend on libs tagged with "brand:${other}"`);

/** Types that may import a brand library: apps compose brands; e2e suites assert brand names. */
const TYPES_ALLOWED_TO_IMPORT_BRANDS = ['type:app', 'type:e2e', 'type:tooling'];

const typeOf = (node: ProjectGraphProjectNode) =>
  node.data.tags?.find((tag) => tag.startsWith('type:'));

async function loadDepConstraints(): Promise<DepConstraint[]> {
  const config = await import(pathToFileURL(path.join(workspaceRoot, 'eslint.config.mjs')).href);
  return config.depConstraints as DepConstraint[];
}

// Each case lints dozens of virtual files through the whole rule set: slow on a busy 2-core machine.
describe('module boundaries in the real workspace', { timeout: 120_000 }, () => {
  let graph: ProjectGraph;
  let eslint: ESLint;

  beforeAll(async () => {
    process.env['NX_DAEMON'] ??= 'false';
    // On a fresh clone nothing is cached and the rule would skip itself: compute the graph first.
    graph = await createProjectGraphAsync({ exitOnError: false });
    eslint = new ESLint({ cwd: workspaceRoot });
  }, GRAPH_TIMEOUT);

  const project = (name: string) => {
    const node = graph.nodes[name];
    if (!node) {
      throw new Error(`Project ${name} is missing from the workspace; the boundary test expects it.`);
    }
    return node;
  };
  const projectsOfType = (type: string) =>
    Object.values(graph.nodes).filter((node) => node.data.tags?.includes(type));
  const probeIn = (node: ProjectGraphProjectNode) => `${node.data.root}/src/__probe.ts`;

  async function lint({ file, code }: Probe): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(workspaceRoot, file) });
    expect(result?.messages.filter((m) => m.fatal)).toEqual([]);
    return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
  }

  it('has the projects the cases below are about', () => {
    for (const name of ['brand-contract', 'brand-glo', 'brand-ogo', 'glo', 'ogo', 'shared-ui']) {
      expect(graph.nodes[name], name).toBeDefined();
    }
    expect(projectsOfType('type:feature').length).toBeGreaterThan(0);
  });

  it('reports @tanstack/*, jotai and openapi-fetch in every type:ui project', async () => {
    const uiProjects = projectsOfType('type:ui');
    expect(uiProjects.map((node) => node.name)).toContain('shared-ui');
    for (const ui of uiProjects) {
      for (const banned of ['@tanstack/react-router', '@tanstack/react-query', 'jotai', 'jotai/utils', 'openapi-fetch']) {
        const errors = await lint({ file: probeIn(ui), code: importOf(banned) });
        expect(errors, `${ui.name} → ${banned}`).toContain(bannedMessage('type:ui', banned));
      }
    }
  });

  it('reports a brand library imported by brand-contract', async () => {
    const errors = await lint({ file: probeIn(project('brand-contract')), code: importOf('@cx/brand-glo') });
    // brand-glo depends on brand-contract, so the rule may name the cycle before the tags.
    expect(errors.length, errors.join('\n')).toBeGreaterThan(0);
  });

  it('reports brand glo importing brand ogo and back', async () => {
    const gloToOgo = await lint({ file: probeIn(project('brand-glo')), code: importOf('@cx/brand-ogo') });
    expect(gloToOgo.join('\n')).toMatch(onlyTagsMessage);
    const ogoToGlo = await lint({ file: probeIn(project('brand-ogo')), code: importOf('@cx/brand-glo') });
    expect(ogoToGlo.join('\n')).toMatch(onlyTagsMessage);
  });

  it('reports the sister brand in a brand app by the brand:* constraint alone', async () => {
    // Apps may import anything by type, so only the brand:glo / brand:ogo constraints can fire.
    expect((await lint({ file: probeIn(project('glo')), code: importOf('@cx/brand-ogo') })).join('\n')).toMatch(
      brandMessage('glo', 'ogo'),
    );
    expect((await lint({ file: probeIn(project('ogo')), code: importOf('@cx/brand-glo') })).join('\n')).toMatch(
      brandMessage('ogo', 'glo'),
    );
  });

  it('reports a brand library imported by any project that is not an app', async () => {
    const sources = Object.values(graph.nodes).filter((node) => {
      const type = typeOf(node);
      return type && !TYPES_ALLOWED_TO_IMPORT_BRANDS.includes(type) && type !== 'type:brand';
    });
    expect(sources.length).toBeGreaterThan(3);
    for (const source of sources) {
      for (const brand of ['@cx/brand-glo', '@cx/brand-ogo']) {
        const errors = await lint({ file: probeIn(source), code: importOf(brand) });
        expect(errors.length, `${source.name} → ${brand} was not reported`).toBeGreaterThan(0);
      }
    }
  });

  it('reports every feature importing another feature (once two exist)', async () => {
    // The fixture workspace below always covers this; here every real pair is checked too.
    const features = projectsOfType('type:feature');
    for (const source of features) {
      for (const target of features.filter((node) => node !== source)) {
        const errors = await lint({ file: probeIn(source), code: importOf(`@cx/${target.name}`) });
        expect(errors.join('\n'), `${source.name} → ${target.name}`).toMatch(onlyTagsMessage);
      }
    }
  });

  it('stays silent on allowed imports: feature → ui, app → its brand, brand → brand-contract', async () => {
    const feature = projectsOfType('type:feature')[0];
    expect(feature).toBeDefined();
    if (!feature) return;
    expect(await lint({ file: probeIn(feature), code: importOf('@cx/shared-ui') })).toEqual([]);
    expect(await lint({ file: probeIn(project('glo')), code: importOf('@cx/brand-glo') })).toEqual([]);
    expect(await lint({ file: probeIn(project('ogo')), code: importOf('@cx/brand-ogo') })).toEqual([]);
    expect(await lint({ file: probeIn(project('brand-glo')), code: importOf('@cx/brand-contract') })).toEqual([]);
    expect(await lint({ file: probeIn(project('shared-ui')), code: importOf('react') })).toEqual([]);
  });
});

describe('module boundaries in a fixture workspace with one project per type', { timeout: 120_000 }, () => {
  const lintProbesScript = fileURLToPath(new URL('./lint-probes.mjs', import.meta.url));
  let fixtureRoot: string;
  let types: string[];
  const projects: Record<string, string[]> = {};
  let results: Map<string, ProbeResult>;

  const fixtureName = (type: string) => `fx-${type.slice('type:'.length)}`;
  const probeFile = (name: string) => `libs/${name}/src/__probe.ts`;
  const key = (source: string, target: string) => `${source} → ${target}`;

  function writeFile(relative: string, content: string) {
    const file = path.join(fixtureRoot, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }

  beforeAll(async () => {
    const constraints = await loadDepConstraints();
    types = [
      ...new Set(
        constraints.flatMap((c) => (c.sourceTag?.startsWith('type:') ? [c.sourceTag] : [])),
      ),
    ];

    for (const type of types) {
      projects[fixtureName(type)] = [type, 'scope:fx'];
    }
    // Two of some kinds: a second feature, the two brands, and a brand app per brand.
    projects['fx-feature-b'] = ['type:feature', 'scope:fx-b'];
    projects['fx-brand-glo'] = ['type:brand', 'scope:brand', 'brand:glo'];
    projects['fx-brand-ogo'] = ['type:brand', 'scope:brand', 'brand:ogo'];
    projects['fx-app-glo'] = ['type:app', 'scope:glo', 'brand:glo'];
    projects['fx-app-ogo'] = ['type:app', 'scope:ogo', 'brand:ogo'];
    delete projects[fixtureName('type:brand')];

    fixtureRoot = mkdtempSync(path.join(tmpdir(), 'cx-boundaries-'));
    writeFile('nx.json', JSON.stringify({ neverConnectToCloud: true }));
    writeFile('package.json', JSON.stringify({ name: 'boundary-fixture', private: true }));
    writeFile(
      'eslint.config.mjs',
      `export { default } from ${JSON.stringify(pathToFileURL(path.join(workspaceRoot, 'eslint.config.mjs')).href)};\n`,
    );
    const paths: Record<string, string[]> = {};
    for (const [name, tags] of Object.entries(projects)) {
      writeFile(
        `libs/${name}/project.json`,
        JSON.stringify({ name, sourceRoot: `libs/${name}/src`, projectType: 'library', tags }),
      );
      writeFile(`libs/${name}/src/index.ts`, `export const name = '${name}';\n`);
      paths[`@fx/${name}`] = [`libs/${name}/src/index.ts`];
    }
    writeFile('tsconfig.base.json', JSON.stringify({ compilerOptions: { baseUrl: '.', paths } }));

    const names = Object.keys(projects);
    const probes: (Probe & { source: string; target: string })[] = [];
    for (const source of names) {
      for (const target of names.filter((name) => name !== source)) {
        probes.push({ source, target, file: probeFile(source), code: importOf(`@fx/${target}`) });
      }
    }
    writeFile('probes.json', JSON.stringify(probes));

    // The fixture must be a workspace of its own: no NX_* settings of the outer run may leak in.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('NX_')),
    );
    try {
      execFileSync(process.execPath, [lintProbesScript, 'probes.json', 'results.json'], {
        cwd: fixtureRoot,
        env: { ...env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
        stdio: 'pipe',
        timeout: GRAPH_TIMEOUT,
      });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
      throw new Error(`lint-probes failed in ${fixtureRoot}:\n${stdout}\n${stderr}`, { cause: error });
    }
    const list = JSON.parse(readFileSync(path.join(fixtureRoot, 'results.json'), 'utf8')) as (ProbeResult & {
      source: string;
      target: string;
    })[];
    results = new Map(list.map((result) => [key(result.source, result.target), result]));
  }, GRAPH_TIMEOUT);

  afterAll(() => {
    if (fixtureRoot) rmSync(fixtureRoot, { recursive: true, force: true });
  });

  const errorsOf = (source: string, target: string) => {
    const result = results.get(key(source, target));
    if (!result) throw new Error(`no probe ${key(source, target)}`);
    expect(result.fatal).toEqual([]);
    return result.boundaryErrors;
  };

  it('reports a feature importing another feature, both ways', () => {
    expect(errorsOf('fx-feature', 'fx-feature-b').join('\n')).toMatch(onlyTagsMessage);
    expect(errorsOf('fx-feature-b', 'fx-feature').join('\n')).toMatch(onlyTagsMessage);
  });

  it('reports a brand library imported by every type but app, e2e and tooling', () => {
    const sources = types.filter((type) => !TYPES_ALLOWED_TO_IMPORT_BRANDS.includes(type) && type !== 'type:brand');
    expect(sources).toEqual(expect.arrayContaining(['type:feature', 'type:ui', 'type:util', 'type:data-access']));
    for (const type of sources) {
      for (const brand of ['fx-brand-glo', 'fx-brand-ogo']) {
        expect(errorsOf(fixtureName(type), brand).join('\n'), `${type} → ${brand}`).toMatch(onlyTagsMessage);
      }
    }
  });

  it('reports brand glo and brand ogo importing each other', () => {
    expect(errorsOf('fx-brand-glo', 'fx-brand-ogo')).not.toEqual([]);
    expect(errorsOf('fx-brand-ogo', 'fx-brand-glo')).not.toEqual([]);
    // Apps pass the type check, so this is the brand:* constraint on its own.
    expect(errorsOf('fx-app-glo', 'fx-brand-ogo').join('\n')).toMatch(brandMessage('glo', 'ogo'));
    expect(errorsOf('fx-app-ogo', 'fx-brand-glo').join('\n')).toMatch(brandMessage('ogo', 'glo'));
  });

  it('reports a util library importing anything but util', () => {
    const targets = Object.keys(projects).filter((name) => !projects[name]?.includes('type:util'));
    expect(targets.length).toBeGreaterThan(5);
    for (const target of targets) {
      expect(errorsOf('fx-util', target).join('\n'), `util → ${target}`).toMatch(onlyTagsMessage);
    }
  });

  it('stays silent on the imports the architecture allows', () => {
    for (const target of ['fx-data-access', 'fx-ui', 'fx-util', 'fx-routing', 'fx-brand-contract']) {
      expect(errorsOf('fx-feature', target), `feature → ${target}`).toEqual([]);
    }
    for (const target of ['fx-feature', 'fx-brand-glo', 'fx-brand-ogo', 'fx-ui', 'fx-data-access']) {
      expect(errorsOf('fx-app', target), `app → ${target}`).toEqual([]);
    }
    expect(errorsOf('fx-app-glo', 'fx-brand-glo')).toEqual([]);
    expect(errorsOf('fx-brand-glo', 'fx-brand-contract')).toEqual([]);
    expect(errorsOf('fx-ui', 'fx-util')).toEqual([]);
    expect(errorsOf('fx-data-access', 'fx-api-client')).toEqual([]);
  });
});
