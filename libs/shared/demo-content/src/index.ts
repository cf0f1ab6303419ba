/*
 * The demo content both brands ship with: the reference backend seeds it (apps/api) and the stories
 * show it, so a screen in Storybook reads what the running app reads. Plain data and strings only.
 */
export type { Shop } from './shop';
export { FREE_DELIVERY_FROM, INVITE_XP, PROMO_CODES, SCAN_XP } from './rules';
export { ARTWORK_KINDS, type ArtworkKind } from './artwork/drawings';
export { artworkDataUri, productArtwork } from './artwork/product-artwork';
export { bannerArtwork } from './artwork/banner-artwork';
export { artworkKindOf, isArtworkKind } from './artwork/artwork-kinds';
export { STORES, mapUrl, storesHtml, type Store } from './stores';
export { faqFor, type FaqEntry } from './faq';
export { VOCABULARY, vocabularyHtml, type VocabularyId } from './vocabulary';
export { offersHtml } from './offers';
export { EXCHANGE_ITEMS, exchangeArtworkOf, type ExchangeItem } from './exchange';
