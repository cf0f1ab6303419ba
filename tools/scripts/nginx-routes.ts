// Prints the nginx locations of a brand's route table (docs/deployment.md, "HTTP status"):
//   npx tsx tools/scripts/nginx-routes.ts glo
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nginxRouteLocations } from '../vite/route-status.ts';

const brands: { id: string }[] = JSON.parse(readFileSync(new URL('../../libs/brand/brands.json', import.meta.url), 'utf8')).brands;
const id = process.argv[2];
if (!brands.some((brand) => brand.id === id)) {
  console.error(`usage: npx tsx tools/scripts/nginx-routes.ts ${brands.map((brand) => brand.id).join('|')}`);
  process.exit(2);
}
// Read, not imported: the brand's data file is the brand library's, not a dependency of tools.
const file = fileURLToPath(new URL(`../../libs/brand/${id}/src/${id}.brand.json`, import.meta.url));
console.log(nginxRouteLocations(JSON.parse(readFileSync(file, 'utf8'))));
