import type { ArtworkPalette } from './colour';

/*
 * One flat illustration per kind of product, on a 600 × 600 canvas centred around (300, 300),
 * drawn only from the product's colour (ArtworkPalette): the same drawing serves every flavour,
 * colour and brand, and no text is ever part of a picture.
 */
type Drawing = (p: ArtworkPalette) => string;

const stick = (x: number, y: number, height: number, tip: string) =>
  `<rect x="${x}" y="${y}" width="26" height="${height}" rx="4" fill="#fbfaf7"/>` +
  `<rect x="${x}" y="${y}" width="26" height="34" rx="4" fill="${tip}"/>`;

const pack = (p: ArtworkPalette, tip: string) =>
  stick(232, 96, 140, tip) +
  stick(268, 80, 150, tip) +
  stick(304, 100, 130, tip) +
  `<rect x="196" y="170" width="208" height="300" rx="16" fill="#f6f3ee"/>` +
  `<rect x="196" y="170" width="208" height="300" rx="16" fill="none" stroke="${p.dark}" stroke-opacity="0.18" stroke-width="3"/>` +
  `<rect x="196" y="292" width="208" height="118" fill="${p.base}"/>` +
  `<rect x="196" y="292" width="208" height="12" fill="${p.dark}" fill-opacity="0.5"/>` +
  `<circle cx="300" cy="351" r="26" fill="none" stroke="${p.ink}" stroke-opacity="0.7" stroke-width="6"/>` +
  `<rect x="196" y="170" width="208" height="10" rx="5" fill="${p.dark}" fill-opacity="0.25"/>`;

export const DRAWINGS = {
  /** A heated-tobacco device: a tall rounded body, the stick slot, a button ring and a light. */
  device: (p) =>
    `<rect x="212" y="104" width="176" height="392" rx="72" fill="${p.base}"/>` +
    `<rect x="238" y="140" width="22" height="320" rx="11" fill="#ffffff" fill-opacity="0.18"/>` +
    `<ellipse cx="300" cy="150" rx="44" ry="15" fill="${p.dark}"/>` +
    `<ellipse cx="300" cy="150" rx="18" ry="6" fill="#111111" fill-opacity="0.6"/>` +
    `<circle cx="300" cy="372" r="22" fill="none" stroke="${p.ink}" stroke-opacity="0.75" stroke-width="6"/>` +
    `<rect x="292" y="420" width="16" height="40" rx="8" fill="${p.light}"/>`,
  /** A pack of sticks with three sticks out of it. */
  sticks: (p) => pack(p, '#d9b48a'),
  /** Three packs fanned out: a mixed set. */
  'sticks-mix': (p) =>
    `<g transform="rotate(-14 300 470) translate(-70 30)" opacity="0.9">${pack({ ...p, base: p.light }, '#d9b48a')}</g>` +
    `<g transform="rotate(14 300 470) translate(70 30)" opacity="0.95">${pack({ ...p, base: p.dark }, '#d9b48a')}</g>` +
    pack(p, '#d9b48a'),
  /** A flip-top pack of cigarettes with orange filters. */
  cigs: (p) =>
    stick(240, 110, 120, '#d88a3a') +
    stick(287, 96, 130, '#d88a3a') +
    `<rect x="200" y="160" width="200" height="310" rx="10" fill="${p.base}"/>` +
    `<rect x="200" y="160" width="200" height="86" rx="10" fill="${p.dark}"/>` +
    `<path d="M200 246h200" stroke="${p.ink}" stroke-opacity="0.5" stroke-width="4"/>` +
    `<rect x="236" y="300" width="128" height="110" rx="8" fill="#ffffff" fill-opacity="0.9"/>` +
    `<path d="M256 360h88M256 384h60" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>`,
  /** A round can of pouches with one pouch beside it. */
  velo: (p) =>
    `<ellipse cx="280" cy="372" rx="170" ry="66" fill="${p.dark}"/>` +
    `<rect x="110" y="296" width="340" height="76" fill="${p.dark}"/>` +
    `<ellipse cx="280" cy="296" rx="170" ry="66" fill="${p.base}"/>` +
    `<ellipse cx="280" cy="296" rx="118" ry="44" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="10"/>` +
    `<ellipse cx="280" cy="296" rx="52" ry="18" fill="#ffffff" fill-opacity="0.35"/>` +
    `<rect x="380" y="402" width="130" height="70" rx="30" fill="#ffffff"/>` +
    `<rect x="380" y="402" width="130" height="70" rx="30" fill="none" stroke="${p.light}" stroke-width="6"/>`,
  /** A soft zipped case. */
  case: (p) =>
    `<rect x="170" y="150" width="260" height="320" rx="60" fill="${p.base}"/>` +
    `<rect x="190" y="170" width="220" height="280" rx="44" fill="none" stroke="${p.light}" stroke-width="4" stroke-dasharray="12 10"/>` +
    `<path d="M230 150v-20h140v20" fill="none" stroke="${p.dark}" stroke-width="10" stroke-linejoin="round"/>` +
    `<rect x="286" y="120" width="28" height="44" rx="8" fill="${p.light}"/>`,
  /** Cleaning brushes, fanned. */
  brushes: (p) =>
    [-24, -12, 0, 12, 24]
      .map(
        (angle) =>
          `<g transform="rotate(${angle} 300 470)"><rect x="294" y="180" width="12" height="290" rx="6" fill="${p.dark}"/>` +
          `<rect x="284" y="120" width="32" height="80" rx="14" fill="${p.light}"/>` +
          `<path d="M288 130v60M296 126v68M304 126v68M312 130v60" stroke="${p.base}" stroke-width="3"/></g>`,
      )
      .join(''),
  /** A coiled cable with a plug. */
  cable: (p) =>
    `<path d="M170 420c0-90 90-90 130-50s130 40 130-50-110-120-180-60" fill="none" stroke="${p.base}" stroke-width="22" stroke-linecap="round"/>` +
    `<rect x="212" y="212" width="70" height="44" rx="12" fill="${p.dark}" transform="rotate(-40 247 234)"/>` +
    `<rect x="170" y="200" width="34" height="22" rx="6" fill="#c9c9c9" transform="rotate(-40 187 211)"/>`,
  /** A car charger. */
  charger: (p) =>
    `<rect x="240" y="110" width="120" height="110" rx="30" fill="${p.dark}"/>` +
    `<rect x="262" y="140" width="76" height="20" rx="6" fill="#111111" fill-opacity="0.5"/>` +
    `<path d="M250 220h100l-14 190h-72z" fill="${p.base}"/>` +
    `<rect x="282" y="410" width="36" height="60" rx="8" fill="#c9c9c9"/>` +
    `<circle cx="300" cy="180" r="8" fill="#7fdc8f"/>`,
  /** A charging dock with a device standing in it. */
  dock: (p) =>
    `<ellipse cx="300" cy="450" rx="170" ry="40" fill="${p.dark}"/>` +
    `<rect x="130" y="400" width="340" height="50" fill="${p.dark}"/>` +
    `<ellipse cx="300" cy="400" rx="170" ry="40" fill="${p.base}"/>` +
    `<rect x="250" y="140" width="100" height="270" rx="44" fill="${p.light}"/>` +
    `<rect x="380" y="360" width="40" height="8" rx="4" fill="#7fdc8f"/>`,
  /** A baseball cap. */
  cap: (p) =>
    `<path d="M150 360c0-120 70-190 160-190s160 70 160 190z" fill="${p.base}"/>` +
    `<path d="M150 360h320c20 0 20 40-20 40H120c-30 0-20-40 30-40z" fill="${p.dark}"/>` +
    `<path d="M310 170v190M230 200c-20 40-30 100-30 160M390 200c20 40 30 100 30 160" stroke="${p.dark}" stroke-opacity="0.35" stroke-width="5" fill="none"/>` +
    `<circle cx="310" cy="170" r="14" fill="${p.dark}"/>`,
  /** A thermo cup with its lid. */
  cup: (p) =>
    `<path d="M210 190h180l-22 280a20 20 0 0 1-20 18h-96a20 20 0 0 1-20-18z" fill="${p.base}"/>` +
    `<rect x="196" y="150" width="208" height="50" rx="16" fill="${p.dark}"/>` +
    `<rect x="250" y="128" width="100" height="30" rx="10" fill="${p.dark}"/>` +
    `<rect x="214" y="290" width="172" height="60" fill="#ffffff" fill-opacity="0.2"/>`,
  /** A cotton tote bag. */
  shopper: (p) =>
    `<path d="M230 230c0-110 140-110 140 0" fill="none" stroke="${p.dark}" stroke-width="14"/>` +
    `<path d="M170 220h260l-16 260H186z" fill="${p.base}"/>` +
    `<circle cx="300" cy="350" r="46" fill="none" stroke="${p.ink}" stroke-opacity="0.5" stroke-width="8"/>`,
  /** A power bank with its charge lights. */
  powerbank: (p) =>
    `<rect x="190" y="120" width="220" height="360" rx="36" fill="${p.base}"/>` +
    `<rect x="214" y="144" width="172" height="312" rx="24" fill="#ffffff" fill-opacity="0.08"/>` +
    [0, 1, 2, 3].map((i) => `<circle cx="${252 + i * 32}" cy="420" r="9" fill="${i < 3 ? '#7fdc8f' : p.light}"/>`).join('') +
    `<rect x="268" y="108" width="64" height="18" rx="6" fill="${p.dark}"/>`,
  /** A T-shirt. */
  tshirt: (p) =>
    `<path d="M230 140l-110 60 40 90 50-24v224h180V266l50 24 40-90-110-60c-10 30-40 46-70 46s-60-16-70-46z" fill="${p.base}"/>` +
    `<path d="M230 140c10 30 40 46 70 46s60-16 70-46" fill="none" stroke="${p.dark}" stroke-width="10"/>` +
    `<circle cx="340" cy="260" r="20" fill="none" stroke="${p.ink}" stroke-opacity="0.55" stroke-width="6"/>`,
  /** A hoodie with its hood and front pocket. */
  hoodie: (p) =>
    `<path d="M222 150l-92 50-20 270h60l10-180v200h240V290l10 180h60l-20-270-92-50z" fill="${p.base}"/>` +
    `<path d="M222 150c0-50 36-70 78-70s78 20 78 70c-20 40-56 56-78 56s-58-16-78-56z" fill="${p.dark}"/>` +
    `<path d="M240 380h120l20 60H220z" fill="${p.dark}" fill-opacity="0.55"/>` +
    `<path d="M284 206v70M316 206v70" stroke="${p.light}" stroke-width="6" stroke-linecap="round"/>`,
  /** Wireless earbuds and their case. */
  earbuds: (p) =>
    `<rect x="170" y="300" width="260" height="170" rx="80" fill="${p.base}"/>` +
    `<path d="M170 370h260" stroke="${p.dark}" stroke-opacity="0.35" stroke-width="5"/>` +
    `<circle cx="300" cy="420" r="8" fill="#7fdc8f"/>` +
    `<g fill="${p.light}" stroke="${p.dark}" stroke-opacity="0.3" stroke-width="4"><circle cx="230" cy="190" r="46"/><rect x="214" y="190" width="32" height="96" rx="16"/>` +
    `<circle cx="370" cy="190" r="46"/><rect x="354" y="190" width="32" height="96" rx="16"/></g>`,
  /** A pocket ashtray: a round tin with its lid. */
  ashtray: (p) =>
    `<ellipse cx="300" cy="390" rx="150" ry="60" fill="${p.dark}"/>` +
    `<rect x="150" y="330" width="300" height="60" fill="${p.dark}"/>` +
    `<ellipse cx="300" cy="330" rx="150" ry="60" fill="${p.base}"/>` +
    `<ellipse cx="300" cy="330" rx="96" ry="36" fill="none" stroke="${p.light}" stroke-width="8"/>`,
  /** A portable speaker with its grille. */
  speaker: (p) =>
    `<rect x="200" y="110" width="200" height="380" rx="100" fill="${p.base}"/>` +
    Array.from({ length: 7 }, (_, row) =>
      Array.from({ length: 4 }, (_, col) => `<circle cx="${246 + col * 36}" cy="${180 + row * 36}" r="6" fill="${p.dark}"/>`).join(''),
    ).join('') +
    `<rect x="270" y="440" width="60" height="12" rx="6" fill="${p.light}"/>`,
  /** A backpack. */
  backpack: (p) =>
    `<path d="M250 140c0-40 100-40 100 0" fill="none" stroke="${p.dark}" stroke-width="14"/>` +
    `<rect x="170" y="140" width="260" height="340" rx="70" fill="${p.base}"/>` +
    `<rect x="210" y="320" width="180" height="120" rx="30" fill="${p.dark}"/>` +
    `<path d="M230 350h140" stroke="${p.light}" stroke-width="6" stroke-linecap="round"/>`,
  /** A cleaning kit: brushes on a folded cloth. */
  kit: (p) =>
    `<path d="M140 330l160-80 160 80-160 80z" fill="${p.light}"/>` +
    `<path d="M140 330v40l160 80v-40zM460 330v40l-160 80v-40z" fill="${p.base}"/>` +
    [-30, -10, 10]
      .map(
        (dx) =>
          `<g transform="rotate(-30 300 300) translate(${dx} 0)"><rect x="294" y="150" width="12" height="200" rx="6" fill="${p.dark}"/>` +
          `<rect x="286" y="110" width="28" height="60" rx="12" fill="#f3f0ea"/></g>`,
      )
      .join(''),
  /** A gift box (a present bought with XP). */
  gift: (p) =>
    `<rect x="170" y="250" width="260" height="220" rx="14" fill="${p.base}"/>` +
    `<rect x="150" y="200" width="300" height="70" rx="14" fill="${p.dark}"/>` +
    `<rect x="284" y="200" width="32" height="270" fill="${p.light}"/>` +
    `<path d="M300 200c-60-70-120-40-90-10s90 10 90 10c0 0 60 20 90-10s-30-60-90 10z" fill="none" stroke="${p.light}" stroke-width="16" stroke-linejoin="round"/>`,
} satisfies Record<string, Drawing>;

export type ArtworkKind = keyof typeof DRAWINGS;
export const ARTWORK_KINDS = Object.keys(DRAWINGS) as ArtworkKind[];
