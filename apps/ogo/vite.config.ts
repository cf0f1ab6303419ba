import { brandAppConfig } from '../../tools/vite/brand-app-config.ts';
import brand from '../../libs/brand/ogo/src/ogo.brand.json' with { type: 'json' };
// By path like the JSON (allowed for this file in eslint.config.mjs): no tsconfig paths here.
import { ogoConfigInput } from '../../libs/brand/ogo/src/ogo.config-input.ts';

export default brandAppConfig({
  root: import.meta.dirname,
  brand,
  configInput: ogoConfigInput,
  port: Number(process.env.OGO_PORT ?? 4202),
});
