import { brandAppConfig } from '../../tools/vite/brand-app-config.ts';
import brand from '../../libs/brand/ogo/src/ogo.brand.json' with { type: 'json' };

export default brandAppConfig({
  root: import.meta.dirname,
  brand,
  port: Number(process.env.OGO_PORT ?? 4202),
});
