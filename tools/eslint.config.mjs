import base from '../eslint.config.mjs';

export default [
  ...base,
  {
    // Generator templates are EJS, not code; they are linted as the files they generate.
    ignores: ['src/generators/*/files/**'],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
