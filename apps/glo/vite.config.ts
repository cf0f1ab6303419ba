import { brandAppConfig } from '../../tools/vite/brand-app-config.ts';
import brand from '../../libs/brand/glo/src/glo.brand.json' with { type: 'json' };

export default brandAppConfig({
  root: import.meta.dirname,
  brand,
  port: Number(process.env.GLO_PORT ?? 4201),
});
