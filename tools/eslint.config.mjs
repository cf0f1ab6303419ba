import base from '../eslint.config.mjs';

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
];
