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
import { brandSwitchRoutes } from './routes/brand-switch';
import { bonusesAccountOffFooterRoutes, bonusesAccountRoutes } from './routes/bonuses';
import { scanAccountOffFooterRoutes, scanAccountRoutes } from './routes/scan';
import { inviteAccountOffFooterRoutes, inviteAccountRoutes } from './routes/invite';
import { contentAccountRoutes, contentForallRoutes, contentLandingRoutes } from './routes/content';
import { marathonAccountOffFooterRoutes, marathonAccountRoutes } from './routes/marathon';
import { subscriptionRoutes } from './routes/subscription';
import { certificatesAccountRoutes, certificatesOgoFooterRoutes } from './routes/certificates';
import { feedbackAccountRoutes } from './routes/feedback';
import { devicesAccountOffFooterRoutes, devicesOgoFooterRoutes } from './routes/devices';
import { profileAccountOffFooterRoutes, profileAccountRoutes } from './routes/profile';
import { markRouteTreeComplete } from './route-tree-state';

/**
 * Every route of the product, with its path, guards and loaders, one file per area under
 * routes/. Screens are not here: each app binds a lazily loaded screen to every route id (see
 * bind-screens.ts), so the tree stays free of feature code and each screen is its own chunk.
 *
 * A route sits under the layout of spec §2 it uses (layouts.ts): its `getParentRoute` names the
 * layout and it is listed in that layout's `addChildren` below. A layout may have no routes yet,
 * but keep its `addChildren([])`: a childless pathless route would match `/` itself.
 *
 * The app starts on part of it (first-route-tree.ts) and loads this module, a chunk of its own,
 * once the visitor acts or a URL outside that part is asked for (lazy-route-tree.ts); evaluating
 * it sets every layout's children to the whole tree's.
 */
export const routeTree = rootRoute.addChildren([
  accountLayout.addChildren([
    ...homeRoutes,
    ...accountShopRoutes,
    ...contentAccountRoutes,
    ...marathonAccountRoutes,
    ...subscriptionRoutes,
    ...bonusesAccountRoutes,
    ...scanAccountRoutes,
    ...inviteAccountRoutes,
    ...certificatesAccountRoutes,
    ...feedbackAccountRoutes,
    ...profileAccountRoutes,
  ]),
  accountOffFooterLayout.addChildren([
    ...accountOffFooterShopRoutes,
    ...marathonAccountOffFooterRoutes,
    ...bonusesAccountOffFooterRoutes,
    ...scanAccountOffFooterRoutes,
    ...inviteAccountOffFooterRoutes,
    ...devicesAccountOffFooterRoutes,
    ...profileAccountOffFooterRoutes,
  ]),
  ogoFooterLayout.addChildren([...certificatesOgoFooterRoutes, ...devicesOgoFooterRoutes]),
  forallLayout.addChildren([...contentForallRoutes]),
  landingLayout.addChildren([...contentLandingRoutes]),
  defaultLayout.addChildren([...authRoutes, ...brandSwitchRoutes]),
  headerWhiteOffFooterLayout.addChildren([]),
  errorLayout.addChildren([notFoundRoute]),
]);
markRouteTreeComplete();
