import type { MouseEvent, ReactNode } from 'react';
import type { BrandConfig } from '@cx/brand-contract';
import { ExternalIcon, HomeIcon, List, ListItem, ShareIcon, Spinner, VisuallyHidden } from '@cx/shared-ui';
import { messages } from '../messages';
import type { MenuEntry } from './menu-items';
import { Drawer } from './drawer';
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

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The side menu of spec §2 (presentational: the container supplies data and actions). */
export function SideMenuView({
  open,
  onClose,
  brandName,
  entries,
  currentPath,
  onNavigate,
  onShare,
  social,
  fullSiteHref,
  onFullSite,
  brandSwitch,
  onBrandSwitch,
  switching = false,
  onLogout,
  loggingOut = false,
}: SideMenuViewProps) {
  const internal = (entry: Extract<MenuEntry, { kind: 'link' }>): ReactNode => (
    <ListItem
      key={entry.id}
      title={entry.label}
      leading={entry.id === 'home' ? <HomeIcon size={20} /> : undefined}
      renderLink={(props) => (
        <a
          {...props}
          href={entry.to}
          aria-current={currentPath === entry.to ? 'page' : undefined}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onClose();
            onNavigate(entry.to);
          }}
        />
      )}
    />
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      label={messages.menu}
      closeLabel={messages.closeMenu}
      header={<span className={styles.brand}>{brandName}</span>}
    >
      <nav aria-label={messages.menu}>
        <List>
          {entries.map((entry) =>
            entry.kind === 'share' ? (
              <ListItem
                key={entry.id}
                title={entry.label}
                leading={<ShareIcon size={20} />}
                chevron={false}
                onClick={onShare}
              />
            ) : (
              internal(entry)
            ),
          )}
        </List>
      </nav>

      {social.length ? (
        <section className={styles.section} aria-labelledby="side-menu-social">
          <h2 id="side-menu-social" className={styles.sectionTitle}>
            {messages.social}
          </h2>
          <ul role="list" className={styles.social}>
            {social.map((link) => (
              <li key={link.id}>
                <a className={styles.socialLink} href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <VisuallyHidden> {messages.opensInNewTab}</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <List className={styles.section}>
        <ListItem
          title={messages.fullSite}
          trailing={<ExternalIcon size={20} />}
          chevron={false}
          renderLink={(props) => (
            <a
              {...props}
              href={fullSiteHref}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onFullSite}
            />
          )}
        />
        {brandSwitch ? (
          <ListItem
            title={switching ? messages.switching : brandSwitch.label}
            trailing={switching ? <Spinner size="sm" decorative /> : <ExternalIcon size={20} />}
            chevron={false}
            renderLink={(props) => (
              <a
                {...props}
                href={brandSwitch.href}
                data-testid="brand-switch"
                aria-busy={switching || undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  onBrandSwitch(event);
                }}
              />
            )}
          />
        ) : null}
        <ListItem
          title={messages.logout}
          chevron={false}
          disabled={loggingOut}
          trailing={loggingOut ? <Spinner size="sm" decorative /> : undefined}
          onClick={onLogout}
        />
      </List>
    </Drawer>
  );
}
