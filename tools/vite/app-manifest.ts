// What a brand app's web manifest says beyond its brand data: icons, shortcuts, screenshots.

/**
 * The app's icons from its favicon.svg (a rounded square of the theme colour): the minimal-2023
 * set, with the maskable and Apple icons on the theme colour itself. On the generator's white
 * default the square's corners and the padding showed as a white ring where the launcher masks
 * the icon; on its own colour the mask cuts into the brand's square anywhere, and the mark, 10 %
 * in from each edge, stays inside the safe zone (the middle circle of 80 % of the size).
 */
export function iconPreset(themeColor: string) {
  const onTheme = { padding: 0.1, resizeOptions: { fit: 'contain' as const, background: themeColor } };
  return {
    transparent: { sizes: [64, 192, 512], favicons: [[48, 'favicon.ico'] as [number, string]] },
    maskable: { sizes: [512], ...onTheme },
    apple: { sizes: [180], ...onTheme },
  };
}

/** The installed app's shortcuts (the same screens in every brand). */
export const APP_SHORTCUTS = [
  { name: 'Сканувати', url: '/scanning', description: 'Сканувати пачку й отримати XP' },
  { name: 'Кошик', url: '/shop/cart', description: 'Відкрити кошик' },
] as const;

/**
 * The manifest's screenshots, in each app's public/screenshots (made from the running app by
 * tools/scripts/manifest-screenshots.ts; kept out of the precache).
 */
export const MANIFEST_SCREENSHOTS = [
  { file: 'home-narrow.jpg', width: 412, height: 915, formFactor: 'narrow', label: 'Головна: баланс XP і швидкі дії' },
  { file: 'catalogue-narrow.jpg', width: 412, height: 915, formFactor: 'narrow', label: 'Каталог' },
  { file: 'home-wide.jpg', width: 1280, height: 800, formFactor: 'wide', label: 'Головна на широкому екрані' },
] as const;
