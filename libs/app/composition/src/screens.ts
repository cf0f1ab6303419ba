import type { ScreenMap } from '@cx/shared-routing';
import { loadAccountLayouts } from '@cx/shell-feature';
import { firstScreens } from './first-screens';

// One loader per feature library: each is its own chunk, and the map below picks the screen.
const bonuses = () => import('@cx/bonuses-feature');
const certificates = () => import('@cx/certificates-feature');
const checkout = () => import('@cx/checkout-feature');
const content = () => import('@cx/content-feature');
const delivery = () => import('@cx/delivery-feature');
const devices = () => import('@cx/devices-feature');
const feedback = () => import('@cx/feedback-feature');
const home = () => import('@cx/home-feature');
const invite = () => import('@cx/invite-feature');
const marathon = () => import('@cx/marathon-feature');
const profile = () => import('@cx/profile-feature');
const scan = () => import('@cx/scan-feature');
const shop = () => import('@cx/shop-feature');
const subscription = () => import('@cx/subscription-feature');

/**
 * Which feature screen renders each route. Both brands share this map; a brand app passes
 * overrides to mountApp() when its team ships a screen of its own. Each import is its own chunk.
 *
 * This map is a chunk of its own too (mountApp loads it for a route outside firstScreens, or once
 * the first screen is on view): the first screens' part of it (first-screens.ts: the sign-in
 * flow, the error pages, the layouts without the signed-in chrome) comes with the main bundle.
 * The layouts with back arrow, menu and bottom navigation are one chunk of their own, loaded with
 * the screen's chunk (the router loads both at once).
 */
export const defaultScreens: ScreenMap = {
  ...firstScreens,
  // The layouts of spec §2 (layout routes of @cx/shared-routing).
  '/_account': () => loadAccountLayouts().then((m) => m.AccountLayout),
  '/_account-off-footer': () => loadAccountLayouts().then((m) => m.AccountOffFooterLayout),
  '/_ogo-footer': () => loadAccountLayouts().then((m) => m.OgoFooterLayout),
  '/_forall': () => loadAccountLayouts().then((m) => m.ForallLayout),
  '/_header-white-off-footer': () => loadAccountLayouts().then((m) => m.HeaderWhiteOffFooterLayout),

  '/_account/': () => home().then((m) => m.HomeScreen),

  // Catalogue and cart.
  '/_account/shop': () => shop().then((m) => m.CatalogueScreen),
  '/_account/shop/$list': () => shop().then((m) => m.ProductListScreen),
  '/_account/shop/favorite': () => shop().then((m) => m.FavoriteScreen),
  '/_account/shop/choose-velo': () => shop().then((m) => m.ChooseVeloScreen),
  '/_account-off-footer/shop/$list/$id': () => shop().then((m) => m.ProductScreen),
  '/_account-off-footer/shop/cart': () => shop().then((m) => m.CartScreen),
  // Checkout: delivery, payment, review, success and Історія покупок.
  '/_account-off-footer/shop/delivery': () => delivery().then((m) => m.DeliveryScreen),
  '/_account-off-footer/shop/payment': () => checkout().then((m) => m.PaymentScreen),
  '/_account-off-footer/shop/checkout': () => checkout().then((m) => m.CheckoutScreen),
  '/_account/shop/success': () => checkout().then((m) => m.SuccessScreen),
  '/_account/history-order': () => checkout().then((m) => m.OrderHistoryScreen),
  '/_account/history-order/$orderId': () => checkout().then((m) => m.OrderDetailScreen),

  // Content, marathon and subscription.
  '/_account/news': () => content().then((m) => m.NewsListScreen),
  '/_account/news/$newsId': () => content().then((m) => m.NewsDetailScreen),
  '/_account/faq': () => content().then((m) => m.FaqScreen),
  '/_account/vocabulary': () => content().then((m) => m.VocabularyScreen),
  '/_account/vocabulary/ogo-club': () => content().then((m) => m.VocabularyOgoClubScreen),
  '/_account/vocabulary/velo': () => content().then((m) => m.VocabularyVeloScreen),
  '/_account/rules': () => content().then((m) => m.RulesScreen),
  '/_account/glo-studio': () => content().then((m) => m.GloStudioScreen),
  '/_account/go-buy': () => content().then((m) => m.GoBuyScreen),
  '/_account/offers': () => content().then((m) => m.OffersScreen),
  '/_account/why-ogo': () => content().then((m) => m.WhyOgoScreen),
  '/_account/support': () => content().then((m) => m.SupportScreen),
  '/_forall/user-agreement': () => content().then((m) => m.UserAgreementScreen),
  '/_forall/qr': () => content().then((m) => m.QrScreen),
  '/_landing/landing': () => content().then((m) => m.LandingScreen),
  '/_account/marathon': () => marathon().then((m) => m.MarathonScreen),
  '/_account-off-footer/marathon/quiz': () => marathon().then((m) => m.QuizScreen),
  '/_account/subscription': () => subscription().then((m) => m.SubscriptionScreen),
  '/_account/subscription/about': () => subscription().then((m) => m.SubscriptionAboutScreen),
  '/_account/subscription/faq': () => subscription().then((m) => m.SubscriptionFaqScreen),
  '/_account/subscription/history': () => subscription().then((m) => m.SubscriptionHistoryScreen),
  // XP, scanning and invite a friend.
  '/_account/history-bonuses': () => bonuses().then((m) => m.XpHistoryScreen),
  '/_account/get-xp': () => bonuses().then((m) => m.GetXpScreen),
  '/_account/exchange': () => bonuses().then((m) => m.ExchangeScreen),
  '/_account-off-footer/exchange/product/active/$id': () => bonuses().then((m) => m.ExchangeProductScreen),
  '/_account-off-footer/exchange/product/inactive/$id': () => bonuses().then((m) => m.ExchangeProductScreen),
  // Aliases that only redirect (beforeLoad); the screen is never shown.
  '/_account-off-footer/exchange/product-active/$id': () => bonuses().then((m) => m.ExchangeProductScreen),
  '/_account-off-footer/exchange/product-inactive/$id': () => bonuses().then((m) => m.ExchangeProductScreen),
  '/_account/scanbox': () => scan().then((m) => m.ScanboxScreen),
  '/_account/scan/history': () => scan().then((m) => m.ScanHistoryScreen),
  '/_account/scan-history': () => scan().then((m) => m.ScanHistoryScreen),
  '/_account-off-footer/scanning': () => scan().then((m) => m.ScanningScreen),
  '/_account-off-footer/scan/multi': () => scan().then((m) => m.MultiScanScreen),
  '/_account-off-footer/scan/instruction': () => scan().then((m) => m.ScanInstructionScreen),
  '/_account/invite-friend': () => invite().then((m) => m.InviteFriendScreen),
  '/_account-off-footer/invite-friend/offer': () => invite().then((m) => m.InviteOfferScreen),
  '/_account-off-footer/invite-friend/promo': () => invite().then((m) => m.InvitePromoScreen),
  '/_account-off-footer/invite-friend/test-drive': () => invite().then((m) => m.InviteTestDriveScreen),
  '/_account-off-footer/invite-friend/faq': () => invite().then((m) => m.InviteFaqScreen),
  '/_account-off-footer/invite-friend/calculator': () => invite().then((m) => m.InviteCalculatorScreen),
  '/_account-off-footer/invite-friend/velo': () => invite().then((m) => m.InviteVeloScreen),
  // Certificates, feedback, devices, profile and verification.
  '/_account/certificates': () => certificates().then((m) => m.CertificatesScreen),
  '/_ogo-footer/certificates/my-list': () => certificates().then((m) => m.CertificatesMyListScreen),
  '/_account/feedback': () => feedback().then((m) => m.FeedbackScreen),
  '/_ogo-footer/my-devices': () => devices().then((m) => m.MyDevicesScreen),
  '/_account-off-footer/device-reg': () => devices().then((m) => m.DeviceRegScreen),
  '/_account/profile': () => profile().then((m) => m.ProfileScreen),
  '/_account/profile/referral': () => profile().then((m) => m.ReferralScreen),
  '/_account/verification': () => profile().then((m) => m.VerificationScreen),
  '/_account-off-footer/verification/other': () => profile().then((m) => m.VerificationOtherScreen),
};

export { inSessionStores } from './in-session-stores';
