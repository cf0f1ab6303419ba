import base, { boundaryOptions } from '../../eslint.config.mjs';

export default [
  ...base,
  {
    // The build reads the web manifest fields from this brand's own data file (Vite's config
    // loader cannot resolve the @cx/* aliases); nothing else may be imported by path.
    files: ['vite.config.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          ...boundaryOptions,
          allow: [...boundaryOptions.allow, '^\\.\\./\\.\\./libs/brand/glo/src/glo\\.brand\\.json$'],
        },
      ],
    },
  },
];
