import base, { boundaryOptions } from '../../eslint.config.mjs';

export default [
  ...base,
  {
    // The build reads this brand's own data file (web manifest) and config input (validated by the
    // build) by path, as Vite's config loader cannot resolve the @cx/* aliases; nothing else may be
    // imported by path.
    files: ['vite.config.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          ...boundaryOptions,
          allow: [
            ...boundaryOptions.allow,
            '^\\.\\./\\.\\./libs/brand/ogo/src/ogo\\.brand\\.json$',
            '^\\.\\./\\.\\./libs/brand/ogo/src/ogo\\.config-input\\.ts$',
          ],
        },
      ],
    },
  },
];
