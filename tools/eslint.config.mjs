import base, { boundaryOptions } from '../eslint.config.mjs';

export default [
  ...base,
  {
    // Generator templates are EJS, not code; they are linted as the files they generate.
    ignores: ['src/generators/*/files/**'],
  },
  {
    // Playwright fixtures receive a callback named `use`; it is not React's `use` hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The shared Vite config validates each brand's config at build time with the contract's schema,
    // imported by path (Vite's config loader cannot resolve the @cx/* aliases). Only that module.
    files: ['vite/brand-app-config.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { ...boundaryOptions, allow: [...boundaryOptions.allow, '^\\.\\./\\.\\./libs/brand/contract/src/brand-config\\.ts$'] },
      ],
    },
  },
];
