import { describe, expect, it, beforeEach } from 'vitest';
import { readJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { featureLibraryGenerator } from './generator.cjs';

function tsconfigPaths(tree: Tree): Record<string, string[]> {
  return readJson(tree, 'tsconfig.base.json').compilerOptions.paths;
}

describe('feature-library generator', () => {
  let tree: Tree;

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    tree.write(
      'tsconfig.base.json',
      JSON.stringify({ compilerOptions: { paths: { '@cx/brand-contract': ['libs/brand/contract/src/index.ts'] } } }),
    );
  });

  it('creates a feature library laid out as docs/contributing.md describes', async () => {
    await featureLibraryGenerator(tree, { name: 'gift-cards' });

    const root = 'libs/gift-cards/feature';
    expect(tree.children(root).sort()).toEqual(
      ['eslint.config.mjs', 'project.json', 'src', 'tsconfig.json', 'vite.config.ts'].sort(),
    );
    expect(tree.children(`${root}/src`).sort()).toEqual(
      [
        'gift-cards-screen.stories.tsx',
        'gift-cards-screen.test.tsx',
        'gift-cards-screen.tsx',
        'index.ts',
        'messages.ts',
      ].sort(),
    );

    expect(readJson(tree, `${root}/project.json`)).toEqual({
      name: 'gift-cards-feature',
      $schema: '../../../node_modules/nx/schemas/project-schema.json',
      sourceRoot: 'libs/gift-cards/feature/src',
      projectType: 'library',
      tags: ['type:feature', 'scope:gift-cards'],
    });
    expect(readJson(tree, `${root}/tsconfig.json`)).toEqual({
      extends: '../../../tsconfig.base.json',
      include: ['src/**/*.ts', 'src/**/*.tsx', 'vite.config.ts'],
    });
    expect(tree.read(`${root}/eslint.config.mjs`, 'utf-8')).toBe(
      "import base from '../../../eslint.config.mjs';\n\nexport default [...base];\n",
    );
    expect(tree.read(`${root}/vite.config.ts`, 'utf-8')).toBe(
      "import { libTestConfig } from '../../../tools/vite/lib-test-config.ts';\n\nexport default libTestConfig(import.meta.dirname);\n",
    );
    expect(tree.read(`${root}/src/index.ts`, 'utf-8')).toContain(
      "export { GiftCardsScreen } from './gift-cards-screen';",
    );
    expect(tree.read(`${root}/src/messages.ts`, 'utf-8')).toMatch(/export const messages = \{[^}]*title: '[А-ЯІЇЄҐа-яіїєґ’ ]+'/);
    expect(tree.read(`${root}/src/gift-cards-screen.test.tsx`, 'utf-8')).toContain('render(<GiftCardsScreen />)');
    expect(tree.read(`${root}/src/gift-cards-screen.stories.tsx`, 'utf-8')).toContain(
      "title: 'GiftCards/Feature/GiftCardsScreen'",
    );
  });

  it('registers the @cx/<name>-<type> alias and keeps the existing ones', async () => {
    await featureLibraryGenerator(tree, { name: 'gift-cards' });

    expect(tsconfigPaths(tree)).toEqual({
      '@cx/brand-contract': ['libs/brand/contract/src/index.ts'],
      '@cx/gift-cards-feature': ['libs/gift-cards/feature/src/index.ts'],
    });
  });

  it('creates a data-access library with a queryOptions example, its test, and node tests', async () => {
    await featureLibraryGenerator(tree, { name: 'scan', type: 'data-access' });

    const root = 'libs/scan/data-access';
    expect(readJson(tree, `${root}/project.json`).tags).toEqual(['type:data-access', 'scope:scan']);
    expect(tree.children(`${root}/src`).sort()).toEqual(['index.ts', 'scan-query.test.ts', 'scan-query.ts']);
    expect(tree.read(`${root}/src/scan-query.ts`, 'utf-8')).toContain('export function scanQueryOptions(');
    expect(tree.read(`${root}/src/scan-query.ts`, 'utf-8')).toContain("from '@tanstack/react-query'");
    expect(tree.read(`${root}/vite.config.ts`, 'utf-8')).toContain(
      "libTestConfig(import.meta.dirname, { environment: 'node' })",
    );
    expect(tsconfigPaths(tree)['@cx/scan-data-access']).toEqual(['libs/scan/data-access/src/index.ts']);
  });

  it('creates a ui library with a component, a test and a story, but no messages module', async () => {
    await featureLibraryGenerator(tree, { name: 'bonuses', type: 'ui', scope: 'loyalty' });

    const root = 'libs/bonuses/ui';
    expect(readJson(tree, `${root}/project.json`)).toMatchObject({
      name: 'bonuses-ui',
      tags: ['type:ui', 'scope:loyalty'],
    });
    expect(tree.children(`${root}/src`).sort()).toEqual([
      'bonuses-card.stories.tsx',
      'bonuses-card.test.tsx',
      'bonuses-card.tsx',
      'index.ts',
    ]);
    expect(tree.read(`${root}/src/bonuses-card.stories.tsx`, 'utf-8')).toContain(
      "title: 'Loyalty/UI/BonusesCard'",
    );
    // ui may not import @tanstack/*, jotai or openapi-fetch (eslint.config.mjs).
    for (const file of tree.children(`${root}/src`)) {
      expect(tree.read(`${root}/src/${file}`, 'utf-8')).not.toMatch(/@tanstack|jotai|openapi-fetch/);
    }
    expect(tsconfigPaths(tree)['@cx/bonuses-ui']).toEqual(['libs/bonuses/ui/src/index.ts']);
  });

  it('accepts an alias registered ahead of time for the same library', async () => {
    tree.write(
      'tsconfig.base.json',
      JSON.stringify({ compilerOptions: { paths: { '@cx/home-feature': ['libs/home/feature/src/index.ts'] } } }),
    );
    await featureLibraryGenerator(tree, { name: 'home' });
    expect(tsconfigPaths(tree)).toEqual({ '@cx/home-feature': ['libs/home/feature/src/index.ts'] });
  });

  it('refuses an alias that points elsewhere, an existing folder, and names that are not kebab-case', async () => {
    tree.write(
      'tsconfig.base.json',
      JSON.stringify({ compilerOptions: { paths: { '@cx/home-feature': ['libs/elsewhere/src/index.ts'] } } }),
    );
    await expect(featureLibraryGenerator(tree, { name: 'home' })).rejects.toThrow(/already mapped/);
    expect(tree.exists('libs/home')).toBe(false);

    tree.write('libs/taken/feature/src/index.ts', 'export {};\n');
    await expect(featureLibraryGenerator(tree, { name: 'taken' })).rejects.toThrow(/already exists/);

    await expect(featureLibraryGenerator(tree, { name: 'GiftCards' })).rejects.toThrow(/kebab-case/);
    await expect(
      // @ts-expect-error an unknown type must be refused at run time as well
      featureLibraryGenerator(tree, { name: 'gift', type: 'service' }),
    ).rejects.toThrow(/--type/);
  });
});
