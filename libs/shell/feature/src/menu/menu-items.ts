import type { BrandConfig, MenuItemId } from '@cx/brand-contract';
import { messages } from '../messages';
import type { AppPath } from '@cx/shared-routing';

/** Where each menu item of spec §2 leads: by path, as the routes live in other libraries. */
export const MENU_ITEM_PATHS: Record<Exclude<MenuItemId, 'share'>, AppPath> = {
  'glo-studio': '/glo-studio',
  news: '/news',
  profile: '/profile',
  faq: '/faq',
  vocabulary: '/vocabulary',
  support: '/support',
  rules: '/rules',
  'user-agreement': '/user-agreement',
};

export type MenuEntry =
  | { kind: 'link'; id: MenuItemId | 'home'; label: string; to: AppPath }
  | { kind: 'share'; id: 'share'; label: string };

export interface MenuContext {
  /** Spec §2: the rules are shown in the menu only to age-verified customers (the server's age_verified). */
  ageVerified: boolean;
  /** Spec §2: the share button only where the device supports sharing (navigator.share). */
  canShare: boolean;
}

/**
 * The side menu's own entries: home, then the brand's menu set in its order (spec §2), less
 * what this customer or device may not see and any route the brand does not serve.
 */
export function buildMenu(
  brand: Pick<BrandConfig, 'menu' | 'hiddenRoutes'> & Partial<Pick<BrandConfig, 'displayName' | 'programName'>>,
  { ageVerified, canShare }: MenuContext,
): MenuEntry[] {
  const entries: MenuEntry[] = [{ kind: 'link', id: 'home', label: messages.home, to: '/' }];
  for (const id of brand.menu) {
    if (id === 'share') {
      if (canShare) entries.push({ kind: 'share', id, label: messages.menuItems.share });
      continue;
    }
    if (id === 'rules' && !ageVerified) continue;
    const to = MENU_ITEM_PATHS[id];
    if (brand.hiddenRoutes.includes(to)) continue;
    const program = brand.programName ?? brand.displayName;
    const label = id === 'rules' && program ? messages.rulesOf(program) : messages.menuItems[id];
    entries.push({ kind: 'link', id, label, to });
  }
  return entries;
}

/** Whether this browser can share (the Web Share API); false outside a browser. */
export function canShareHere(
  nav: Partial<Pick<Navigator, 'share'>> | undefined = globalThis.navigator,
): boolean {
  return typeof nav?.share === 'function';
}
