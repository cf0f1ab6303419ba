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

  // Sign-in flow (issue 4): each screen is its own chunk (see authScreenLoaders).
  '/_default/auth': authScreenLoaders.auth,
  '/_default/registration': authScreenLoaders.registration,
  '/_default/is18': authScreenLoaders.is18,
  // The brand switch's arrival (issue 5): redeemed in beforeLoad, shown only while it runs.
  '/_default/brand-switch': async () => BrandSwitchScreen,

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

  // Content, marathon and subscription (issue 10).
  '/_account/news': () => import('@cx/content-feature').then((m) => m.NewsListScreen),
  '/_account/news/$newsId': () => import('@cx/content-feature').then((m) => m.NewsDetailScreen),
  '/_account/faq': () => import('@cx/content-feature').then((m) => m.FaqScreen),
  '/_account/vocabulary': () => import('@cx/content-feature').then((m) => m.VocabularyScreen),
  '/_account/vocabulary/ogo-club': () => import('@cx/content-feature').then((m) => m.VocabularyOgoClubScreen),
  '/_account/vocabulary/velo': () => import('@cx/content-feature').then((m) => m.VocabularyVeloScreen),
  '/_account/rules': () => import('@cx/content-feature').then((m) => m.RulesScreen),
  '/_account/glo-studio': () => import('@cx/content-feature').then((m) => m.GloStudioScreen),
  '/_account/go-buy': () => import('@cx/content-feature').then((m) => m.GoBuyScreen),
  '/_account/offers': () => import('@cx/content-feature').then((m) => m.OffersScreen),
  '/_account/why-ogo': () => import('@cx/content-feature').then((m) => m.WhyOgoScreen),
  '/_account/support': () => import('@cx/content-feature').then((m) => m.SupportScreen),
  '/_forall/user-agreement': () => import('@cx/content-feature').then((m) => m.UserAgreementScreen),
  '/_forall/qr': () => import('@cx/content-feature').then((m) => m.QrScreen),
  '/_landing/landing': () => import('@cx/content-feature').then((m) => m.LandingScreen),
  '/_account/marathon': () => import('@cx/marathon-feature').then((m) => m.MarathonScreen),
  '/_account-off-footer/marathon/quiz': () => import('@cx/marathon-feature').then((m) => m.QuizScreen),
  '/_account/subscription': () => import('@cx/subscription-feature').then((m) => m.SubscriptionScreen),
  '/_account/subscription/about': () => import('@cx/subscription-feature').then((m) => m.SubscriptionAboutScreen),
  '/_account/subscription/faq': () => import('@cx/subscription-feature').then((m) => m.SubscriptionFaqScreen),
  '/_account/subscription/history': () => import('@cx/subscription-feature').then((m) => m.SubscriptionHistoryScreen),
  // XP, scanning and invite a friend (issue 8).
  '/_account/history-bonuses': () => import('@cx/bonuses-feature').then((m) => m.XpHistoryScreen),
  '/_account/get-xp': () => import('@cx/bonuses-feature').then((m) => m.GetXpScreen),
  '/_account/exchange': () => import('@cx/bonuses-feature').then((m) => m.ExchangeScreen),
  '/_account-off-footer/exchange/product/active/$id': () => import('@cx/bonuses-feature').then((m) => m.ExchangeProductScreen),
  '/_account-off-footer/exchange/product/inactive/$id': () => import('@cx/bonuses-feature').then((m) => m.ExchangeProductScreen),
  // Aliases that only redirect (beforeLoad); the screen is never shown.
  '/_account-off-footer/exchange/product-active/$id': () => import('@cx/bonuses-feature').then((m) => m.ExchangeProductScreen),
  '/_account-off-footer/exchange/product-inactive/$id': () => import('@cx/bonuses-feature').then((m) => m.ExchangeProductScreen),
  '/_account/scanbox': () => import('@cx/scan-feature').then((m) => m.ScanboxScreen),
  '/_account/scan/history': () => import('@cx/scan-feature').then((m) => m.ScanHistoryScreen),
  '/_account/scan-history': () => import('@cx/scan-feature').then((m) => m.ScanHistoryScreen),
  '/_account-off-footer/scanning': () => import('@cx/scan-feature').then((m) => m.ScanningScreen),
  '/_account-off-footer/scan/multi': () => import('@cx/scan-feature').then((m) => m.MultiScanScreen),
  '/_account-off-footer/scan/instruction': () => import('@cx/scan-feature').then((m) => m.ScanInstructionScreen),
  '/_account/invite-friend': () => import('@cx/invite-feature').then((m) => m.InviteFriendScreen),
  '/_account-off-footer/invite-friend/offer': () => import('@cx/invite-feature').then((m) => m.InviteOfferScreen),
  '/_account-off-footer/invite-friend/promo': () => import('@cx/invite-feature').then((m) => m.InvitePromoScreen),
  '/_account-off-footer/invite-friend/test-drive': () => import('@cx/invite-feature').then((m) => m.InviteTestDriveScreen),
  '/_account-off-footer/invite-friend/faq': () => import('@cx/invite-feature').then((m) => m.InviteFaqScreen),
  '/_account-off-footer/invite-friend/calculator': () => import('@cx/invite-feature').then((m) => m.InviteCalculatorScreen),
  '/_account-off-footer/invite-friend/velo': () => import('@cx/invite-feature').then((m) => m.InviteVeloScreen),
  // Certificates, feedback, devices, profile and verification (issue 9).
  '/_account/certificates': () => import('@cx/certificates-feature').then((m) => m.CertificatesScreen),
  '/_ogo-footer/certificates/my-list': () => import('@cx/certificates-feature').then((m) => m.CertificatesMyListScreen),
  '/_account/feedback': () => import('@cx/feedback-feature').then((m) => m.FeedbackScreen),
  '/_ogo-footer/my-devices': () => import('@cx/devices-feature').then((m) => m.MyDevicesScreen),
  '/_account-off-footer/device-reg': () => import('@cx/devices-feature').then((m) => m.DeviceRegScreen),
  '/_account/profile': () => import('@cx/profile-feature').then((m) => m.ProfileScreen),
  '/_account/profile/referral': () => import('@cx/profile-feature').then((m) => m.ReferralScreen),
  '/_account/verification': () => import('@cx/profile-feature').then((m) => m.VerificationScreen),
  '/_account-off-footer/verification/other': () => import('@cx/profile-feature').then((m) => m.VerificationOtherScreen),
};
