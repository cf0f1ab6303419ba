import type { MouseEvent } from 'react';
import type { BrandConfig } from '@cx/brand-contract';
import { messages } from '../messages';
import type { MenuEntry } from './menu-items';
import { Drawer } from './drawer';
import { MenuActions } from './menu-actions';
import { MenuNav } from './menu-nav';
import { SocialLinks } from './social-links';
import styles from './side-menu.module.css';

export interface BrandSwitchLink {
  /** "Перейти в o'go" */
  label: string;
  /** The sister app's origin; the click adds a one-time handoff code on the way. */
  href: string;
}

export interface SideMenuViewProps {
  open: boolean;
  onClose: () => void;
  brandName: string;
  entries: readonly MenuEntry[];
  /** The current path, marked aria-current in the menu. */
  currentPath?: string;
  /** In-app navigation (the router); the menu closes on its own. */
  onNavigate: (to: string) => void;
  onShare: () => void;
  social: BrandConfig['social'];
  /** The full site: the signed-in link once known, the plain site until then. */
  fullSiteHref: string;
  /** Called when the full-site link is clicked (the container may swap in the signed-in link). */
  onFullSite?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Absent on the sister brand's own host. */
  brandSwitch: BrandSwitchLink | null;
  onBrandSwitch: (event: MouseEvent<HTMLAnchorElement>) => void;
  switching?: boolean;
  onLogout: () => void;
  loggingOut?: boolean;
}

/** The side menu of spec §2 (presentational: the container supplies data and actions). */
export function SideMenuView({ open, onClose, brandName, social, switching = false, loggingOut = false, ...rest }: SideMenuViewProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      label={messages.menu}
      closeLabel={messages.closeMenu}
      header={<span className={styles.brand}>{brandName}</span>}
    >
      <MenuNav {...rest} onClose={onClose} />
      <SocialLinks social={social} />
      <MenuActions {...rest} switching={switching} loggingOut={loggingOut} />
    </Drawer>
  );
}
