import { HomeIcon, List, ListItem, ShareIcon } from '@cx/shared-ui';
import { messages } from '../messages';
import type { MenuEntry } from './menu-items';
import { isPlainClick } from './plain-click';
import type { SideMenuViewProps } from './side-menu-view';

type MenuNavProps = Pick<SideMenuViewProps, 'entries' | 'currentPath' | 'onClose' | 'onNavigate' | 'onShare'>;

/** The menu's own entries: in-app links (the current one marked) and sharing the app. */
export function MenuNav({ entries, currentPath, onClose, onNavigate, onShare }: MenuNavProps) {
  return (
    <nav aria-label={messages.menu}>
      <List>
        {entries.map((entry) =>
          entry.kind === 'share' ? (
            <ListItem key={entry.id} title={entry.label} leading={<ShareIcon size={20} />} chevron={false} onClick={onShare} />
          ) : (
            <MenuLink key={entry.id} entry={entry} current={currentPath === entry.to} onClose={onClose} onNavigate={onNavigate} />
          ),
        )}
      </List>
    </nav>
  );
}

interface MenuLinkProps extends Pick<SideMenuViewProps, 'onClose' | 'onNavigate'> {
  entry: Extract<MenuEntry, { kind: 'link' }>;
  current: boolean;
}

/** An in-app link: a plain click closes the menu and navigates in the app. */
function MenuLink({ entry, current, onClose, onNavigate }: MenuLinkProps) {
  return (
    <ListItem
      title={entry.label}
      leading={entry.id === 'home' ? <HomeIcon size={20} /> : undefined}
      renderLink={(props) => (
        <a
          {...props}
          href={entry.to}
          aria-current={current ? 'page' : undefined}
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
}
