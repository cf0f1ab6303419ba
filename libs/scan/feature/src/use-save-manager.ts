import { useEffect } from 'react';
import { useSearch } from '@tanstack/react-router';
import { saveManager } from '@cx/scan-data-access';
import { useAppContext } from '@cx/shared-routing';

/** Managers already saved in this tab, so a reload of the same link does not ask again. */
const saved = new Set<string>();

/**
 * A sales manager's link (/scanning?manager=42&manager_from=qr) is remembered with save-manager
 * once (spec §3 scan state: manager id and type). A failure is not the customer's concern.
 */
export function useSaveManager(): void {
  const search = useSearch({ strict: false });
  const { api, session, brand } = useAppContext();
  const { manager, manager_from: managerFrom } = search;
  useEffect(() => {
    const shopifyId = session.getCustomerIds()?.shopifyId;
    if (!manager || !managerFrom || !shopifyId) return;
    const key = `${shopifyId}:${manager}:${managerFrom}`;
    if (saved.has(key)) return;
    saved.add(key);
    saveManager(api, { shopifyId, manager, managerFrom, brand: brand.productKey }).catch(() => saved.delete(key));
  }, [api, session, brand.productKey, manager, managerFrom]);
}
