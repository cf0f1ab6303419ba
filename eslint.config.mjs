import { readFileSync } from 'node:fs';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

/** The brand apps of the workspace (libs/brand/brands.json; the brand generator adds to it). */
const brandIds = JSON.parse(readFileSync(new URL('./libs/brand/brands.json', import.meta.url), 'utf8')).brands.map(
  (brand) => brand.id,
);

/**
 * One-way imports (docs/architecture.md). Each project carries exactly one `type:` and one
 * `scope:` tag; brand libraries and apps also carry `brand:<id>` (brand:glo, brand:ogo, …).
 */
export const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['*'] },
  {
    sourceTag: 'type:e2e',
    onlyDependOnLibsWithTags: ['type:util', 'type:brand-contract', 'type:brand'],
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: [
      'type:data-access',
      'type:ui',
      'type:util',
      'type:routing',
      'type:brand-contract',
    ],
  },
  {
    sourceTag: 'type:routing',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:brand-contract', 'type:ui'],
  },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: [
      'type:data-access',
      'type:api-client',
      'type:util',
      'type:brand-contract',
    ],
  },
  { sourceTag: 'type:api-client', onlyDependOnLibsWithTags: ['type:util', 'type:api-contract'] },
  {
    sourceTag: 'type:ui',
    onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:brand-contract'],
    bannedExternalImports: ['@tanstack/*', 'jotai', 'jotai/*', 'openapi-fetch'],
  },
  {
    sourceTag: 'type:brand',
    onlyDependOnLibsWithTags: ['type:brand-contract', 'type:util'],
  },
  { sourceTag: 'type:brand-contract', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:backend', onlyDependOnLibsWithTags: ['type:util', 'type:api-contract'] },
  { sourceTag: 'type:api-contract', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['*'] },
  // No brand depends on another brand's projects, whichever brands there are.
  ...brandIds.map((id) => ({
    sourceTag: `brand:${id}`,
    notDependOnLibsWithTags: brandIds.filter((other) => other !== id).map((other) => `brand:${other}`),
  })),
];

/** Options of @nx/enforce-module-boundaries; an app's build config may extend `allow`. */
export const boundaryOptions = {
  enforceBuildableLibDependency: true,
  allow: [
    '^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$',
    // build and test configs share one helper from tools/ (not a runtime import)
    '^(\\.\\./)+tools/vite/.*',
    // the Storybook tests run in the end-to-end tests' browser, launched the same way
    '^(\\.\\./)+tools/e2e/chromium\\.ts$',
  ],
  depConstraints,
};

const config = [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/storybook-static',
      '**/test-results',
      '**/playwright-report',
      '**/*.gen.ts',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
      'tmp/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', boundaryOptions],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A function a reader takes in at once: a longer one is split into named parts (a section
    // component, a hook, a step). Tests and stories are lists of cases and stay as they are.
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/testing/**', '**/testing.{ts,tsx}', '**/*.gen.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
];

export default config;

/**
 * A brand app's config: the workspace's, plus the one exception of its build. vite.config.ts reads
 * this brand's own data file (web manifest) and config input (validated by the build) by path, as
 * Vite's config loader cannot resolve the @cx/* aliases; nothing else may be imported by path.
 */
export function brandAppLintConfig(id) {
  const ownFile = (name) => `^\\.\\./\\.\\./libs/brand/${id}/src/${id}\\.${name}$`;
  return [
    ...config,
    {
      files: ['vite.config.ts'],
      rules: {
        '@nx/enforce-module-boundaries': [
          'error',
          { ...boundaryOptions, allow: [...boundaryOptions.allow, ownFile('brand\\.json'), ownFile('config-input\\.ts')] },
        ],
      },
    },
  ];
}
