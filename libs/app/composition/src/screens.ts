import { NotFoundScreen, type ScreenMap } from '@cx/shared-routing';
import { authScreenLoaders } from '@cx/auth-feature';
import {
  AccountLayout,
  AccountOffFooterLayout,
  BrandSwitchScreen,
  DefaultLayout,
  ErrorLayout,
  ForallLayout,
  HeaderWhiteOffFooterLayout,
  LandingLayout,
  OgoFooterLayout,
} from '@cx/shell-feature';

/**
 * Which feature screen renders each route. Both brands share this map; a brand app passes
 * overrides to mountApp() when its team ships a screen of its own. Each import is its own chunk.
 *
 * Layouts are the exception: every first screen needs one, so they come with the main bundle
 * (the shell keeps its menu, dialogs and prompts in chunks of their own).
 */
export const defaultScreens: ScreenMap = {
  // The layouts of spec §2 (layout routes of @cx/shared-routing).
  '/_account': async () => AccountLayout,
  '/_account-off-footer': async () => AccountOffFooterLayout,
  '/_ogo-footer': async () => OgoFooterLayout,
  '/_forall': async () => ForallLayout,
  '/_landing': async () => LandingLayout,
  '/_default': async () => DefaultLayout,
  '/_header-white-off-footer': async () => HeaderWhiteOffFooterLayout,
  '/_error': async () => ErrorLayout,
  '/_error/$': async () => NotFoundScreen,

  '/_account/': () => import('@cx/home-feature').then((m) => m.HomeScreen),

  // Catalogue and cart (issue 6).
  '/_account/shop': () => import('@cx/shop-feature').then((m) => m.CatalogueScreen),
  '/_account/shop/$list': () => import('@cx/shop-feature').then((m) => m.ProductListScreen),
  '/_account/shop/favorite': () => import('@cx/shop-feature').then((m) => m.FavoriteScreen),
  '/_account/shop/choose-velo': () => import('@cx/shop-feature').then((m) => m.ChooseVeloScreen),
  '/_account-off-footer/shop/$list/$id': () => import('@cx/shop-feature').then((m) => m.ProductScreen),
  '/_account-off-footer/shop/cart': () => import('@cx/shop-feature').then((m) => m.CartScreen),
  // Checkout (issue 7): delivery, payment, review, success and Історія покупок.
  '/_account-off-footer/shop/delivery': () => import('@cx/delivery-feature').then((m) => m.DeliveryScreen),
  '/_account-off-footer/shop/payment': () => import('@cx/checkout-feature').then((m) => m.PaymentScreen),
  '/_account-off-footer/shop/checkout': () => import('@cx/checkout-feature').then((m) => m.CheckoutScreen),
  '/_account/shop/success': () => import('@cx/checkout-feature').then((m) => m.SuccessScreen),
  '/_account/history-order': () => import('@cx/checkout-feature').then((m) => m.OrderHistoryScreen),

  // Sign-in flow (issue 4): each screen is its own chunk (see authScreenLoaders).
  '/_default/auth': authScreenLoaders.auth,
  '/_default/registration': authScreenLoaders.registration,
  '/_default/is18': authScreenLoaders.is18,
  // The brand switch's arrival (issue 5): redeemed in beforeLoad, shown only while it runs.
  '/_default/brand-switch': async () => BrandSwitchScreen,
};
