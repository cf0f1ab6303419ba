import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useRouteContext, useRouter } from '@tanstack/react-router';
import { useBrand } from '@cx/brand-contract';
import { useLogout, useSession } from '@cx/shared-session';
import {
  brandSwitchTarget,
  brandSwitchUrl,
  createHandoff,
  fetchSiteLink,
  getSiteLink,
  navigateExternal,
  toast,
} from '@cx/shell-data-access';
import { messages } from '../messages';
import { buildMenu, canShareHere } from './menu-items';
import { SideMenuView } from './side-menu-view';

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

/** The side menu with its data: the session's age status, the full-site link, the brand switch. */
export function SideMenu({ open, onClose }: SideMenuProps) {
  const brand = useBrand();
  const router = useRouter();
  const currentPath = useLocation({ select: (location) => location.pathname });
  const session = useSession();
  const logout = useLogout();
  const { api } = useRouteContext({ from: '__root__' });
  const signedIn = session.isSignedIn();

  // Not a suspense read: one badge in the menu; the layout must never blank or fail for it.
  // Only a verification the server made shows the rules; a declaration at /is18 does not.
  const { data: age = 'none' } = useQuery({
    ...session.ageQueryOptions(),
    enabled: signedIn,
  });
  const ageVerified = age === 'verified';
  const entries = useMemo(
    () => buildMenu(brand, { ageVerified, canShare: canShareHere() }),
    [brand, ageVerified],
  );

  const [siteHref, setSiteHref] = useState(brand.fullSiteUrl);
  const [linkUses, setLinkUses] = useState(0);
  useEffect(() => {
    if (!open || !signedIn) return;
    let current = true;
    getSiteLink(() => fetchSiteLink(api, brand.productKey))
      .then((url) => current && setSiteHref(url))
      // The plain full site stays: the customer signs in there.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [open, signedIn, api, brand.productKey, linkUses]);

  const target = brandSwitchTarget(brand, window.location.origin);
  const [switching, setSwitching] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  return (
    <SideMenuView
      open={open}
      onClose={onClose}
      brandName={brand.displayName}
      entries={entries}
      currentPath={currentPath}
      onNavigate={(to) => void router.navigate({ href: to })}
      onShare={() => {
        navigator
          .share({ title: brand.displayName, text: messages.shareText(brand.displayName), url: brand.origin })
          // Closing the share sheet rejects; there is nothing to tell the customer.
          .catch(() => undefined);
      }}
      social={brand.social}
      fullSiteHref={siteHref}
      onFullSite={() => {
        // The link being opened is spent: once the browser has followed it (after this event),
        // the plain site stands in until a fresh one is minted.
        setTimeout(() => {
          setSiteHref(brand.fullSiteUrl);
          setLinkUses((n) => n + 1);
        }, 0);
      }}
      brandSwitch={target ? { label: messages.switchTo(target.name), href: `${target.origin}/` } : null}
      switching={switching}
      onBrandSwitch={(event) => {
        event.preventDefault();
        if (!target || switching) return;
        setSwitching(true);
        const handoff = signedIn
          ? () => createHandoff(api, brand.sister.id)
          : () => Promise.reject(new Error('signed out'));
        void brandSwitchUrl(target.origin, handoff).then((url) => {
          if (!navigateExternal(url)) {
            toast.error(messages.linkRefused);
            setSwitching(false);
          }
        });
      }}
      onLogout={() => {
        if (loggingOut) return;
        setLoggingOut(true);
        onClose();
        void logout().finally(() => setLoggingOut(false));
      }}
      loggingOut={loggingOut}
    />
  );
}
