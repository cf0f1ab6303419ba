export { NewsListScreen, NewsListView } from './news/news-list-screen';
export { NewsDetailScreen, NewsArticleView } from './news/news-detail-screen';
export { FaqScreen } from './faq/faq-screen';
export { CmsPageScreen } from './pages/cms-page';
export {
  GloStudioScreen,
  GoBuyScreen,
  OffersScreen,
  RulesScreen,
  SupportScreen,
  UserAgreementScreen,
  VocabularyOgoClubScreen,
  VocabularyScreen,
  VocabularyVeloScreen,
  WhyOgoScreen,
} from './pages/page-screens';
export { LandingScreen, LandingView } from './landing/landing-screen';
export { QrScreen, QrView } from './qr/qr-screen';
