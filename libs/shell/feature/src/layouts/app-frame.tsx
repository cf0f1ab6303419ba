import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet } from '@tanstack/react-router';
import { BrandLogo } from '@cx/brand-contract';
import { Header, reserveEdge } from '@cx/shared-ui';
import { cx } from '../internal/cx';
import styles from './app-frame.module.css';

/**
 * The frame's parts beyond the header and the content come as elements, so the frame itself
 * (all the sign-in flow and the error pages need) carries no code of the signed-in chrome: the
 * layouts that have it (account-layouts.tsx) are a chunk of their own.
 */
export interface AppFrameProps {
  /** 'brand' and 'light' headers carry the back arrow and menu; 'logo' only names the app. */
  header: 'brand' | 'light' | 'logo' | 'none';
  /** The header's back control ('brand' and 'light' headers). */
  back?: ReactNode;
  /** The header's actions (the menu button). */
  actions?: ReactNode;
  /** Above the content: the signed-in screens' saved-data line (account-layouts.tsx). */
  notice?: ReactNode;
  /** Under the content: the brand's footer, or the install offer on the home screen (spec §1). */
  footer?: ReactNode;
  /** The bottom navigation. */
  bottomNav?: ReactNode;
  /** Centres the content (error pages). */
  centred?: boolean;
}

/**
 * The frame every layout draws around its screens. Screens render their own <main> and <h1>,
 * so the header names the app with its logo (an image named after the brand), not a heading.
 */
export function AppFrame({ header, back = null, actions = null, notice = null, footer = null, bottomNav = null, centred = false }: AppFrameProps) {
  // The bottom navigation is fixed over the page's bottom: reserved as scroll padding so a focused
  // control is never hidden under it (WCAG 2.4.11).
  const navSlot = useRef<HTMLDivElement>(null);
  const hasNav = bottomNav !== null;
  useEffect(() => {
    const nav = navSlot.current?.firstElementChild;
    return hasNav && nav ? reserveEdge(nav, 'bottom') : undefined;
  }, [hasNav]);
  return (
    <div className={cx(styles.frame, bottomNav !== null && styles.withBottomNav)} data-layout-frame="">
      {header !== 'none' ? (
        <Header
          tone={header === 'light' ? 'light' : 'brand'}
          logo={<BrandLogo />}
          back={header === 'logo' ? null : back}
          actions={actions}
        />
      ) : null}
      {notice}
      <div className={cx(styles.content, centred && styles.centred)}>
        <Outlet />
      </div>
      {footer}
      <div ref={navSlot} className={styles.navSlot}>
        {bottomNav}
      </div>
    </div>
  );
}
