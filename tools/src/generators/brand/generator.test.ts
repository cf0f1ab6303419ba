import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, beforeEach } from 'vitest';
import { readJson, workspaceRoot, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { brandGenerator, BRAND_LISTS, REGISTRY } from './generator.cjs';

/**
 * The tree starts as the real workspace's brand-related files (both brands, the brand lists, the
 * shared configs that could name brands), so the test fails when one of the lists the generator
 * edits changes shape, and proves that nothing of glo's or o'go's is touched.
 */
const SEEDED = [
  'apps/glo',
  'apps/ogo',
  'apps/glo-e2e',
  'apps/ogo-e2e',
  'apps/storybook',
  'libs/brand',
  'libs/shared/util-storage/src',
  'tools/e2e/ports.ts',
  'tools/e2e/playwright-config.ts',
  'tools/scripts/start.mjs',
  'tsconfig.base.json',
  'eslint.config.mjs',
  'knip.jsonc',
  'nx.json',
];

/** The shared files the generator may change: the declared brand lists and the alias table. */
const DECLARED = [REGISTRY, BRAND_LISTS.contractIds, BRAND_LISTS.storageBrands, BRAND_LISTS.storybook, 'tsconfig.base.json'];

function filesUnder(relative: string): string[] {
  const absolute = path.join(workspaceRoot, relative);
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !['node_modules', 'test-results', 'storybook-static'].includes(entry.name))
    .flatMap((entry) => filesUnder(`${relative}/${entry.name}`));
}

function snapshot(tree: Tree): Map<string, string> {
  return new Map(
    tree
      .listChanges()
      .filter((change) => change.type !== 'DELETE')
      .map((change) => [change.path, change.content?.toString('utf-8') ?? '']),
  );
}

describe('brand generator', () => {
  let tree: Tree;
  let seeded: Map<string, string>;

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    for (const file of SEEDED.flatMap(filesUnder)) {
      tree.write(file, readFileSync(path.join(workspaceRoot, file)));
    }
    seeded = snapshot(tree);
  });

  it('creates the app shell, the brand library and the e2e project', async () => {
    await brandGenerator(tree, { name: 'vel' });

    expect(tree.children('apps/vel').sort()).toEqual(
      ['eslint.config.mjs', 'index.html', 'project.json', 'public', 'src', 'tsconfig.json', 'vite.config.ts'].sort(),
    );
    expect(tree.children('apps/vel/src').sort()).toEqual(['main.ts', 'prerender.ts']);
    expect(tree.children('apps/vel/public').sort()).toEqual(['favicon.svg', 'robots.txt']);
    expect(tree.children('libs/brand/vel').sort()).toEqual(
      ['README.md', 'eslint.config.mjs', 'project.json', 'src', 'tsconfig.json', 'vite.config.ts'].sort(),
    );
    expect(tree.children('libs/brand/vel/src').sort()).toEqual(
      ['index.ts', 'palette.css', 'vel.brand.json', 'vel.config-input.ts', 'vel.config.test.ts', 'vel.config.ts'].sort(),
    );
    expect(tree.children('apps/vel-e2e').sort()).toEqual(
      ['eslint.config.mjs', 'expected.json', 'playwright.config.ts', 'project.json', 'tsconfig.json'].sort(),
    );

    // Built like glo's shell, with vel's names.
    expect(tree.read('apps/vel/src/main.ts', 'utf-8')).toBe(
      (tree.read('apps/glo/src/main.ts', 'utf-8') ?? '').replaceAll('glo', 'vel'),
    );
    expect(tree.read('apps/vel/src/prerender.ts', 'utf-8')).toBe(
      (tree.read('apps/glo/src/prerender.ts', 'utf-8') ?? '').replaceAll('glo', 'vel'),
    );
    expect(tree.read('apps/vel/eslint.config.mjs', 'utf-8')).toBe(
      (tree.read('apps/glo/eslint.config.mjs', 'utf-8') ?? '').replaceAll('glo', 'vel'),
    );
    expect(readJson(tree, 'apps/vel/tsconfig.json')).toEqual(readJson(tree, 'apps/glo/tsconfig.json'));
    expect(readJson(tree, 'apps/vel-e2e/tsconfig.json')).toEqual(readJson(tree, 'apps/glo-e2e/tsconfig.json'));
    expect(readJson(tree, 'libs/brand/vel/tsconfig.json')).toEqual(readJson(tree, 'libs/brand/glo/tsconfig.json'));
    expect(tree.read('apps/vel/index.html', 'utf-8')).toContain('<html lang="uk" data-brand="vel">');
    expect(tree.read('apps/vel/public/favicon.svg', 'utf-8')).toMatch(/^<svg [^>]*><!-- Placeholder/);
    expect(tree.read('apps/vel-e2e/playwright.config.ts', 'utf-8')).toContain("brandE2eConfig('vel')");
    expect(tree.read('libs/brand/vel/src/index.ts', 'utf-8')).toContain("export { velConfig } from './vel.config';");
    expect(tree.read('libs/brand/vel/src/vel.config-input.ts', 'utf-8')).toContain(
      "origin: env?.VITE_VEL_ORIGIN ?? 'http://localhost:4203'",
    );
  });

  it('tags the projects so that lint keeps brands apart', async () => {
    await brandGenerator(tree, { name: 'vel' });

    expect(readJson(tree, 'apps/vel/project.json')).toEqual({
      name: 'vel',
      $schema: '../../node_modules/nx/schemas/project-schema.json',
      sourceRoot: 'apps/vel/src',
      projectType: 'application',
      tags: ['type:app', 'scope:vel', 'brand:vel'],
    });
    expect(readJson(tree, 'libs/brand/vel/project.json')).toMatchObject({
      name: 'brand-vel',
      tags: ['type:brand', 'scope:brand', 'brand:vel'],
    });
    expect(readJson(tree, 'apps/vel-e2e/project.json')).toMatchObject({
      name: 'vel-e2e',
      tags: ['type:e2e', 'scope:vel'],
      implicitDependencies: ['vel', 'glo'],
    });
    // eslint.config.mjs derives the brand:* constraints from the registry: no edit needed there.
    expect(tree.read('eslint.config.mjs', 'utf-8')).toContain("readFileSync(new URL('./libs/brand/brands.json'");
  });

  it('takes the next free port and registers the brand, its alias and its ids', async () => {
    await brandGenerator(tree, { name: 'vel', displayName: 'Vel' });

    expect(readJson(tree, REGISTRY).brands).toEqual([
      { id: 'glo', displayName: 'glo', port: 4201 },
      { id: 'ogo', displayName: "o'go", port: 4202 },
      { id: 'vel', displayName: 'Vel', port: 4203 },
    ]);
    expect(tree.read('apps/vel/vite.config.ts', 'utf-8')).toContain('port: Number(process.env.VEL_PORT ?? 4203)');
    expect(readJson(tree, 'tsconfig.base.json').compilerOptions.paths['@cx/brand-vel']).toEqual([
      'libs/brand/vel/src/index.ts',
    ]);
    expect(tree.read(BRAND_LISTS.contractIds, 'utf-8')).toContain("export const BRAND_IDS = ['glo', 'ogo', 'vel'] as const;");
    expect(tree.read(BRAND_LISTS.storageBrands, 'utf-8')).toContain(
      "export const STORAGE_BRANDS = ['glo', 'ogo', 'vel'] as const;",
    );
    const storybook = tree.read(BRAND_LISTS.storybook, 'utf-8') ?? '';
    expect(storybook).toContain("import { ogoConfig } from '@cx/brand-ogo';\nimport { velConfig } from '@cx/brand-vel';\n");
    expect(storybook).toContain('export const BRANDS: readonly BrandConfig[] = [gloConfig, ogoConfig, velConfig];');

    // A fourth brand goes after the third.
    await brandGenerator(tree, { name: 'kent', catalogue: 'ogo' });
    expect(readJson(tree, REGISTRY).brands.at(-1)).toEqual({ id: 'kent', displayName: 'kent', port: 4204 });
    expect(tree.read(BRAND_LISTS.contractIds, 'utf-8')).toContain("['glo', 'ogo', 'vel', 'kent']");
  });

  it("reuses a backend catalogue: the catalogue brand's lists, menu and features, the switch off", async () => {
    await brandGenerator(tree, { name: 'vel', catalogue: 'ogo', primaryColor: '#123456' });

    const ogo = readJson(tree, 'libs/brand/ogo/src/ogo.brand.json');
    const vel = readJson(tree, 'libs/brand/vel/src/vel.brand.json');
    expect(vel).toMatchObject({
      id: 'vel',
      productKey: 'ogo',
      displayName: 'vel',
      sister: { id: 'ogo', displayName: "o'go" },
      shopLists: ogo.shopLists,
      menu: ogo.menu,
      hiddenRoutes: ogo.hiddenRoutes,
      features: { ...ogo.features, brandSwitch: false },
      manifest: { themeColor: '#123456', backgroundColor: '#ffffff' },
      tone: { address: 'ти' },
    });
    expect(vel.logo.label).toBe('vel');
    expect(tree.read('libs/brand/vel/src/vel.config-input.ts', 'utf-8')).toContain(
      "sister: { ...brand.sister, origin: env?.VITE_OGO_ORIGIN ?? 'http://localhost:4202' }",
    );
    const palette = tree.read('libs/brand/vel/src/palette.css', 'utf-8') ?? '';
    expect(palette).toContain("[data-brand='vel'] {");
    expect(palette).toContain('--cx-color-primary: #123456;');
    expect(palette).toContain('--cx-color-primary-hover: #0f2c49;');
  });

  it("writes the e2e expectations: the catalogue's backend facts with the new brand's identity and sister", async () => {
    await brandGenerator(tree, { name: 'vel', displayName: 'Vel', primaryColor: '#123456' });

    const glo = readJson(tree, 'apps/glo-e2e/expected.json');
    const vel = readJson(tree, 'apps/vel-e2e/expected.json');
    const brand = readJson(tree, 'libs/brand/vel/src/vel.brand.json');
    expect(vel).toEqual({
      $comment: expect.stringContaining('brand generator'),
      id: 'vel',
      catalogue: 'glo',
      // The identity, as the generated config has it.
      name: 'Vel',
      themeColor: '#123456',
      homeTitle: 'Вітаємо у Vel',
      logo: { label: 'Vel', minPaths: brand.logo.shapes.length },
      button: { textTransform: 'none', radius: '8px' },
      support: { hotline: brand.support.phoneLabel, hotlineHref: `tel:${brand.support.phone}`, email: null },
      // The switch is off; the sister is the catalogue's brand.
      sister: { id: 'glo', name: 'glo', catalogue: 'glo', switch: false },
      menu: {
        items: glo.menu.items.map((label: string) => (label === 'Правила glo' ? 'Правила Vel' : label)),
        shareAfter: glo.menu.shareAfter,
        social: [],
      },
      // What the backend serves for glo's catalogue, as glo's expectations say.
      registration: glo.registration,
      shop: glo.shop,
      content: glo.content,
      bonuses: glo.bonuses,
      // An app whose sister is not o'go shows the landing of its catalogue.
      routes: { ...glo.routes, landing: { own: true, title: 'glo', text: 'Ласкаво просимо до glo' } },
    });
    expect(vel.menu.items).toContain('Правила Vel');
    expect(vel.themeColor).toBe(brand.manifest.themeColor);
    expect(vel.homeTitle).toBe(brand.copy.homeTitle);
    expect(tree.read('libs/brand/vel/src/palette.css', 'utf-8')).toContain('--cx-text-transform-button: none;');
    expect(tree.read('libs/brand/vel/src/palette.css', 'utf-8')).toContain('--cx-radius-button: 8px;');

    // On o'go's catalogue, its sister o'go: o'go's facts, and /landing leads to o'go's app.
    await brandGenerator(tree, { name: 'kent', catalogue: 'ogo' });
    const ogo = readJson(tree, 'apps/ogo-e2e/expected.json');
    const kent = readJson(tree, 'apps/kent-e2e/expected.json');
    expect(kent).toMatchObject({
      id: 'kent',
      catalogue: 'ogo',
      name: 'kent',
      sister: { id: 'ogo', name: "o'go", catalogue: 'ogo', switch: false },
      shop: ogo.shop,
      content: ogo.content,
      routes: { ...ogo.routes, landing: { own: false, redirectsTo: 'ogo' } },
    });
    expect(kent.menu.items).toEqual(ogo.menu.items.map((label: string) => (label === "Правила o'go Club" ? 'Правила kent' : label)));
  });

  it("changes none of glo's or o'go's files, only the declared brand lists", async () => {
    await brandGenerator(tree, { name: 'vel' });

    const after = snapshot(tree);
    const changed = [...after].filter(([file, content]) => seeded.get(file) !== content).map(([file]) => file);
    const created = changed.filter((file) => !seeded.has(file));
    const modified = changed.filter((file) => seeded.has(file));
    expect(created.every((file) => /^(apps\/vel|apps\/vel-e2e|libs\/brand\/vel)\//.test(file))).toBe(true);
    expect(modified.sort()).toEqual([...DECLARED].sort());
  });

  it('refuses a taken id, a taken port, an unknown catalogue or sister and malformed values', async () => {
    await expect(brandGenerator(tree, { name: 'glo' })).rejects.toThrow(/already registered/);
    await expect(brandGenerator(tree, { name: 'Vel' })).rejects.toThrow(/lowercase/);
    await expect(brandGenerator(tree, { name: 'vel-x' })).rejects.toThrow(/lowercase/);
    await expect(brandGenerator(tree, { name: 'contract' })).rejects.toThrow(/lowercase/);
    await expect(brandGenerator(tree, { name: 'vel', port: 4202 })).rejects.toThrow(/ogo's/);
    // @ts-expect-error the backend knows two catalogues; anything else is refused at run time too
    await expect(brandGenerator(tree, { name: 'vel', catalogue: 'vel' })).rejects.toThrow(/--catalogue/);
    // @ts-expect-error the switch hands over to a brand with its own catalogue only
    await expect(brandGenerator(tree, { name: 'vel', sister: 'kent' })).rejects.toThrow(/--sister/);
    await expect(brandGenerator(tree, { name: 'vel', primaryColor: 'green' })).rejects.toThrow(/--primaryColor/);
    await expect(brandGenerator(tree, { name: 'vel', origin: 'http://localhost:4203/' })).rejects.toThrow(/--origin/);
    expect(tree.exists('apps/vel')).toBe(false);
    expect(tree.exists('libs/brand/vel')).toBe(false);

    tree.write('apps/vel/index.html', '<!doctype html>\n');
    await expect(brandGenerator(tree, { name: 'vel' })).rejects.toThrow(/already exists/);
  });
});
