import { Outlet, useLocation } from '@tanstack/react-router';
import { useBrand } from '@cx/brand-contract';
import { Header } from '@cx/shared-ui';
import { cx } from '../internal/cx';
import { BackControl } from './back-control';
import { BottomNav } from './bottom-nav';
import { BrandFooter } from './brand-footer';
import { InstallSlot } from './install-slot';
import { MenuButton } from './menu-button';
import styles from './app-frame.module.css';

export interface AppFrameProps {
  /** 'brand' and 'light' headers carry the back arrow and menu; 'logo' only names the app. */
  header: 'brand' | 'light' | 'logo' | 'none';
  menu?: boolean;
  bottomNav?: boolean;
  brandFooter?: boolean;
  /** Centres the content (error pages). */
  centred?: boolean;
  /** Offers installation on the home screen (spec §1). */
  installOffer?: boolean;
}

/**
 * The frame every layout draws around its screens. Screens render their own <main> and <h1>,
 * so the header names the app in a paragraph and the frame adds no landmark of its own there.
 */
export function AppFrame({
  header,
  menu = false,
  bottomNav = false,
  brandFooter = false,
  centred = false,
  installOffer = false,
}: AppFrameProps) {
  const brand = useBrand();
  const onHome = useLocation({ select: (location) => location.pathname === '/' });
  return (
    <div className={cx(styles.frame, bottomNav && styles.withBottomNav)} data-layout-frame="">
      {header !== 'none' ? (
        <Header
          tone={header === 'light' ? 'light' : 'brand'}
          title={brand.displayName}
          titleAs="p"
          back={header === 'logo' ? null : <BackControl />}
          actions={menu ? <MenuButton /> : null}
        />
      ) : null}
      <div className={cx(styles.content, centred && styles.centred)}>
        {installOffer && onHome ? <InstallSlot /> : null}
        <Outlet />
      </div>
      {brandFooter ? <BrandFooter /> : null}
      {bottomNav ? <BottomNav /> : null}
    </div>
  );
}
