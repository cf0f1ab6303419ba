import { describe, expect, it } from 'vitest';
import { buildMenu, canShareHere } from './menu-items';

// The menu sets of spec §2, as the brand configs carry them.
const glo = {
  menu: ['glo-studio', 'news', 'profile', 'share', 'faq', 'vocabulary', 'rules', 'user-agreement'],
  hiddenRoutes: ['/why-ogo', '/vocabulary/ogo-club'],
  displayName: 'glo',
} as const;
const ogo = {
  menu: ['glo-studio', 'news', 'share', 'faq', 'vocabulary', 'support', 'rules', 'user-agreement'],
  hiddenRoutes: [],
  displayName: "o'go",
  programName: "o'go Club",
} as const;

const labels = (brand: typeof glo | typeof ogo, ageVerified: boolean, canShare: boolean) =>
  buildMenu({ ...brand, menu: [...brand.menu], hiddenRoutes: [...brand.hiddenRoutes] }, { ageVerified, canShare }).map(
    (entry) => entry.label,
  );

describe('side menu entries (spec §2)', () => {
  it('glo, age verified, on a device that shares', () => {
    expect(labels(glo, true, true)).toEqual([
      'Головна',
      'Фірмові магазини',
      'Новини',
      'Профіль',
      'Поділитися застосунком',
      'Питання і відповіді',
      'Словник споживача',
      'Правила glo',
      'Угода з користувачем',
    ]);
  });

  it("o'go, age verified, on a device that shares", () => {
    expect(labels(ogo, true, true)).toEqual([
      'Головна',
      'Фірмові магазини',
      'Новини',
      'Поділитися застосунком',
      'Питання і відповіді',
      'Словник споживача',
      'Підтримка',
      "Правила o'go Club",
      'Угода з користувачем',
    ]);
  });

  it.each([
    ['glo', glo, 'Правила glo'],
    ["o'go", ogo, "Правила o'go Club"],
  ] as const)('%s hides the rules from a customer who is not age verified', (_name, brand, rules) => {
    expect(labels(brand, false, true)).not.toContain(rules);
    expect(labels(brand, true, true)).toContain(rules);
  });

  it.each([
    ['glo', glo],
    ["o'go", ogo],
  ] as const)('%s offers sharing only where the device can share', (_name, brand) => {
    expect(labels(brand, true, false)).not.toContain('Поділитися застосунком');
  });

  it('links each item to its route, home first', () => {
    const entries = buildMenu(
      { menu: [...glo.menu], hiddenRoutes: [] },
      { ageVerified: true, canShare: false },
    );
    expect(entries.map((entry) => (entry.kind === 'link' ? entry.to : entry.kind))).toEqual([
      '/',
      '/glo-studio',
      '/news',
      '/profile',
      '/faq',
      '/vocabulary',
      '/rules',
      '/user-agreement',
    ]);
  });

  it('leaves out a route the brand does not serve', () => {
    const entries = buildMenu(
      { menu: ['news', 'faq'], hiddenRoutes: ['/news'] },
      { ageVerified: true, canShare: true },
    );
    expect(entries.map((entry) => entry.id)).toEqual(['home', 'faq']);
  });

  it("names the rules after the brand's programme: never another brand's", () => {
    expect(labels(glo, true, false)).toContain('Правила glo');
    expect(labels(glo, true, false).join(' ')).not.toContain("o'go");
  });

  it('detects the Web Share API', () => {
    expect(canShareHere({ share: async () => undefined })).toBe(true);
    expect(canShareHere({})).toBe(false);
    expect(canShareHere(undefined)).toBe(false);
  });
});
