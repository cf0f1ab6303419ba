// Prints the nginx locations of a brand's route table (docs/deployment.md, "HTTP status"):
//   npx tsx tools/scripts/nginx-routes.ts glo
import { nginxRouteLocations } from '../vite/route-status.ts';
import glo from '../../libs/brand/glo/src/glo.brand.json' with { type: 'json' };
import ogo from '../../libs/brand/ogo/src/ogo.brand.json' with { type: 'json' };

const brands = { glo, ogo };
const id = process.argv[2] as keyof typeof brands | undefined;
if (!id || !(id in brands)) {
  console.error('usage: npx tsx tools/scripts/nginx-routes.ts glo|ogo');
  process.exit(2);
}
console.log(nginxRouteLocations(brands[id]));
