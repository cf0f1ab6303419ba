import { ExternalIcon, List, ListItem, Spinner } from '@cx/shared-ui';
import { messages } from '../messages';
import { isPlainClick } from './plain-click';
import type { SideMenuViewProps } from './side-menu-view';
import styles from './side-menu.module.css';

type MenuActionsProps = Pick<
  SideMenuViewProps,
  'fullSiteHref' | 'onFullSite' | 'brandSwitch' | 'onBrandSwitch' | 'switching' | 'onLogout' | 'loggingOut'
>;

/** Out of the app: the full site, the sister brand's app (when there is one), and logging out. */
export function MenuActions({ fullSiteHref, onFullSite, brandSwitch, onBrandSwitch, switching, onLogout, loggingOut }: MenuActionsProps) {
  return (
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
  );
}
