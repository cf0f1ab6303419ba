import type { Shop } from '../shop';

/*
 * News banners: an abstract composition in the brand's colours, varied by the article's number,
 * with no text (the title is written beside it in the app, where it can be read and translated).
 */
const BRAND_COLOURS: Record<Shop, { bg: string; main: string; accent: string; line: string }> = {
  glo: { bg: '#141414', main: '#ff7a1a', accent: '#f4f4f4', line: '#595959' },
  ogo: { bg: '#efeaff', main: '#5b2eff', accent: '#00a88f', line: '#c9bdf7' },
};

export function bannerArtwork(shop: Shop, variant: number): string {
  const c = BRAND_COLOURS[shop];
  const v = Math.abs(Math.trunc(variant)) % 6;
  const cx = 620 + v * 40;
  const cy = 160 + (v % 3) * 60;
  const shapes =
    shop === 'glo'
      ? `<circle cx="${cx}" cy="${cy}" r="210" fill="none" stroke="${c.main}" stroke-width="28"/>` +
        `<circle cx="${cx}" cy="${cy}" r="120" fill="none" stroke="${c.line}" stroke-width="2"/>` +
        `<path d="M0 ${380 - v * 10}H960" stroke="${c.line}" stroke-width="2"/>` +
        `<rect x="${96 + v * 24}" y="120" width="120" height="240" rx="56" fill="${c.accent}" fill-opacity="0.92"/>` +
        `<circle cx="${156 + v * 24}" cy="312" r="14" fill="none" stroke="#141414" stroke-width="4"/>`
      : `<circle cx="${cx}" cy="${cy + 80}" r="230" fill="${c.main}"/>` +
        `<circle cx="${cx - 260}" cy="${cy - 60}" r="90" fill="${c.accent}"/>` +
        `<path d="M80 ${400 - v * 12}c80-90 160 90 240 0s160 90 240 0" fill="none" stroke="${c.accent}" stroke-width="22" stroke-linecap="round"/>` +
        `<circle cx="${cx + 40}" cy="${cy + 60}" r="70" fill="none" stroke="#ffffff" stroke-width="20"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="480" viewBox="0 0 960 480">` +
    `<rect width="960" height="480" fill="${c.bg}"/>${shapes}</svg>`
  );
}
