import { describe, expect, it } from 'vitest';
import {
  ARTWORK_KINDS,
  EXCHANGE_ITEMS,
  STORES,
  artworkDataUri,
  bannerArtwork,
  artworkKindOf,
  exchangeArtworkOf,
  faqFor,
  offersHtml,
  productArtwork,
  storesHtml,
  vocabularyHtml,
} from './index';

describe('product artwork', () => {
  it.each(ARTWORK_KINDS)('%s is a picture, never a text tile', (kind) => {
    const svg = productArtwork(kind, '#1b3a6b');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 600 600">/);
    expect(svg).not.toMatch(/<text|<p>|&lt;/);
    expect(svg.endsWith('</svg>')).toBe(true);
    // More than the backdrop: the drawing itself.
    expect(svg.match(/<(path|rect|circle|ellipse)/g)?.length).toBeGreaterThan(4);
  });

  it('draws news banners per brand, without text', () => {
    const glo = bannerArtwork('glo', 1);
    expect(glo).toContain('#ff7a1a');
    expect(bannerArtwork('ogo', 1)).toContain('#5b2eff');
    expect(glo).not.toMatch(/<text/);
    expect(bannerArtwork('glo', 2)).not.toBe(glo);
  });

  it('draws in the product colour', () => {
    expect(productArtwork('device', '#9b1b30')).toContain('fill="#9b1b30"');
    expect(decodeURIComponent(artworkDataUri('velo', '#0a8fd6'))).toContain('#0a8fd6');
  });

  it('picks the drawing from the handle, then the product type', () => {
    expect(artworkKindOf({ handle: 'glo-hyper-pro', type: 'Пристрій' })).toBe('device');
    expect(artworkKindOf({ handle: 'ogo-velo-case', type: 'Аксесуар' })).toBe('case');
    expect(artworkKindOf({ handle: 'glo-usb-c-cable', type: 'Аксесуар' })).toBe('cable');
    expect(artworkKindOf({ handle: 'neo-mix-click', type: 'Набір стіків' })).toBe('sticks-mix');
    expect(artworkKindOf({ handle: 'ogo-hoodie', type: 'Мерч' })).toBe('hoodie');
    expect(artworkKindOf({ handle: 'velo-ice-cool', type: 'Паучі' })).toBe('velo');
    expect(artworkKindOf({ handle: 'something-new', type: 'Невідомо' })).toBe('gift');
  });

  it('gives every exchange product its own drawing', () => {
    for (const item of EXCHANGE_ITEMS) expect(exchangeArtworkOf(item.shop, item.title)).toBe(item.artwork);
    expect(exchangeArtworkOf('glo', 'Немає такого')).toBe('gift');
  });
});

describe('brand content', () => {
  it('lists every store with its address, hours, phone and a map link', () => {
    for (const shop of ['glo', 'ogo'] as const) {
      const html = storesHtml(shop);
      for (const store of STORES[shop]) {
        expect(html).toContain(store.address);
        expect(html).toContain(store.hours);
        expect(html).toContain(`tel:${store.phone}`);
      }
      expect(html.match(/https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=/g)).toHaveLength(STORES[shop].length);
    }
  });

  it('offers VELO-20% only on the brand that sells velo', () => {
    expect(offersHtml('ogo')).toContain('VELO-20%');
    expect(offersHtml('glo')).not.toMatch(/VELO/i);
    expect(faqFor('glo').some((entry) => /VELO/.test(entry.title + entry.text))).toBe(false);
    expect(faqFor('ogo').some((entry) => entry.title.includes('VELO-20%'))).toBe(true);
  });

  it('quotes the scan reward and each brand its own free-delivery threshold, no double XP', () => {
    expect(offersHtml('glo')).toContain('399 грн');
    expect(offersHtml('ogo')).toContain('120 грн');
    expect(offersHtml('glo')).toContain('10 XP за кожну пачку');
    for (const shop of ['glo', 'ogo'] as const) {
      expect(offersHtml(shop)).not.toMatch(/подвійн|удвічі/i);
      expect(faqFor(shop).map((entry) => entry.text).join(' ')).not.toMatch(/подвійн|удвічі/i);
    }
  });

  it('answers with substance', () => {
    for (const entry of faqFor('glo')) expect(entry.text.length).toBeGreaterThan(30);
    expect(vocabularyHtml('vocabulary').match(/<dt>/g)?.length).toBeGreaterThanOrEqual(8);
  });
});
