import { rootRoute } from './root-route';
import {
  accountLayout,
  accountOffFooterLayout,
  defaultLayout,
  errorLayout,
  forallLayout,
  headerWhiteOffFooterLayout,
  landingLayout,
  notFoundRoute,
  ogoFooterLayout,
} from './layouts';
import { homeRoutes } from './routes/home';
import { accountOffFooterShopRoutes, accountShopRoutes } from './routes/shop';
import { authRoutes } from './routes/auth';
import { bonusesAccountOffFooterRoutes, bonusesAccountRoutes } from './routes/bonuses';
import { scanAccountOffFooterRoutes, scanAccountRoutes } from './routes/scan';
import { inviteAccountOffFooterRoutes, inviteAccountRoutes } from './routes/invite';
import { brandSwitchRoutes } from './routes/brand-switch';

/**
 * Every route of the product, with its path, guards and loaders, one file per area under
 * routes/. Screens are not here: each app binds a lazily loaded screen to every route id (see
 * bind-screens.ts), so the tree stays free of feature code and each screen is its own chunk.
 *
 * A route sits under the layout of spec §2 it uses (layouts.ts): its `getParentRoute` names the
 * layout and it is listed in that layout's `addChildren` below. A layout may have no routes yet,
 * but keep its `addChildren([])`: a childless pathless route would match `/` itself.
 */
export const routeTree = rootRoute.addChildren([
  accountLayout.addChildren([
    ...homeRoutes,
    ...accountShopRoutes,
    ...bonusesAccountRoutes,
    ...scanAccountRoutes,
    ...inviteAccountRoutes,
  ]),
  accountOffFooterLayout.addChildren([
    ...accountOffFooterShopRoutes,
    ...bonusesAccountOffFooterRoutes,
    ...scanAccountOffFooterRoutes,
    ...inviteAccountOffFooterRoutes,
  ]),
  ogoFooterLayout.addChildren([]),
  forallLayout.addChildren([]),
  landingLayout.addChildren([]),
  defaultLayout.addChildren([...authRoutes, ...brandSwitchRoutes]),
  headerWhiteOffFooterLayout.addChildren([]),
  errorLayout.addChildren([notFoundRoute]),
]);
