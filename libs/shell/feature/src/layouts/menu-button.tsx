import { lazy, Suspense, useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { IconButton, MenuIcon } from '@cx/shared-ui';
import { messages } from '../messages';

const loadSideMenu = () => import('../menu/side-menu');
const SideMenu = lazy(() => loadSideMenu().then((module) => ({ default: module.SideMenu })));

/**
 * The header's menu button. The side menu is its own chunk, fetched when the customer reaches
 * for the button (hover, focus, touch) together with the age status that decides some of its
 * items, and kept mounted after the first opening.
 */
export function MenuButton() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const { session, queryClient } = useRouteContext({ from: '__root__' });
  const preload = () => {
    void loadSideMenu();
    if (session.isSignedIn()) void queryClient.prefetchQuery(session.ageQueryOptions());
  };
  return (
    <>
      <IconButton
        label={messages.menu}
        icon={<MenuIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="menu-button"
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      />
      {mounted ? (
        <Suspense fallback={null}>
          <SideMenu open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
