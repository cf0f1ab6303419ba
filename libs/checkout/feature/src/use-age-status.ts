import { useQuery } from '@tanstack/react-query';
import { isAgeVerified, type MetafieldLike, type Session } from '@cx/shared-session';

/** What this hook reads of the customer record (get-user). */
interface CustomerRecord {
  tags?: string | null;
  metafields?: readonly MetafieldLike[] | null;
}

/**
 * Whether the customer is age verified, for the order's tags. The brand's own record (already
 * loaded for the order) settles it when it says yes; only otherwise is the session asked, which
 * reads both brands' records — so a checkout load asks get-user once for a verified customer.
 */
export function useAgeStatus(
  customer: CustomerRecord | undefined,
  session: Pick<Session, 'ageVerifiedQueryOptions'>,
  namespace: string,
): { known: boolean; verified: boolean } {
  const own =
    customer !== undefined &&
    isAgeVerified({ tags: [customer.tags], metafields: customer.metafields ?? [], namespace });
  const combined = useQuery({ ...session.ageVerifiedQueryOptions(), enabled: customer !== undefined && !own });
  if (own) return { known: true, verified: true };
  return { known: combined.data !== undefined, verified: combined.data === true };
}
