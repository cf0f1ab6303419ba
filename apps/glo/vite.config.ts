import { brandAppConfig } from '../../tools/vite/brand-app-config.ts';
import brand from '../../libs/brand/glo/src/glo.brand.json' with { type: 'json' };
// By path like the JSON (allowed for this file in eslint.config.mjs): no tsconfig paths here.
import { gloConfigInput } from '../../libs/brand/glo/src/glo.config-input.ts';

export default brandAppConfig({
  root: import.meta.dirname,
  brand,
  configInput: gloConfigInput,
  port: Number(process.env.GLO_PORT ?? 4201),
});
