/*
 * The demo content both brands ship with: the reference backend seeds it (apps/api) and the stories
 * show it, so a screen in Storybook reads what the running app reads. Plain data and strings only.
 */
export { INVITE_XP, SCAN_XP } from './rules';
export { ARTWORK_KINDS, type ArtworkKind } from './artwork/drawings';
export { artworkDataUri, productArtwork } from './artwork/product-artwork';
export { bannerArtwork } from './artwork/banner-artwork';
export { artworkKindOf } from './artwork/artwork-kinds';
export { STORES, storesHtml } from './stores';
export { faqFor } from './faq';
export { vocabularyHtml } from './vocabulary';
export { offersHtml } from './offers';
export { EXCHANGE_ITEMS, exchangeArtworkOf } from './exchange';
