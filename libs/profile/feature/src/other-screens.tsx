import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AGE_CONFIRMED, AGE_VERIFIED, describeLoadError, hasTag, type MetafieldLike } from '@cx/shared-session';
import { useNavigate } from '@tanstack/react-router';
import { toKyivIsoDate } from '@cx/shared-util-format';
import {
  VERIFICATION_REQUEST,
  customerQueryOptions,
  errorMessage,
  metafieldsQueryOptions,
  readVerificationRequest,
  saveMetafield,
} from '@cx/profile-data-access';
import { referralsQueryOptions } from '@cx/invite-data-access';
import { pageQueryOptions } from '@cx/content-data-access';
import { toast } from '@cx/shell-data-access';
import { loadable } from './internal/loadable';
import { ReferralView } from './referral-view';
import { VerificationOtherView, VerificationView } from './verification-view';
import { messages } from './messages';
import { useAppContext, useDocumentTitle } from '@cx/shared-routing';

/** /profile/referral (the query options are invite's, so both screens share one cache entry). */
export function ReferralScreen() {
  useDocumentTitle(messages.referral.title);
  const { api, product } = useAppContext();
  const referrals = useQuery(referralsQueryOptions(api, product));
  return <ReferralView state={loadable(referrals, describeLoadError)} />;
}

/** /verification. */
/**
 * The customer only declared their age at /is18: the gate lets them in, but nobody has verified it
 * (staff grant age_verified), so this page still offers the ways to get verified.
 */
function declaredOnly(tags: string | null | undefined, metafields: readonly MetafieldLike[] | undefined): boolean {
  if (!metafields || hasTag(tags, AGE_VERIFIED)) return false;
  return metafields.some((field) => field.key === AGE_CONFIRMED) && !metafields.some((field) => field.key === AGE_VERIFIED);
}

export function VerificationScreen() {
  useDocumentTitle(messages.verification.title);
  const { api, session, product } = useAppContext();
  const navigate = useNavigate();
  const shopifyId = session.getCustomerIds()?.shopifyId ?? 0;
  const ageVerified = useQuery(session.ageVerifiedQueryOptions());
  const page = useQuery({ ...pageQueryOptions(api, product, 'verification'), retry: false });
  const metafields = useQuery({ ...metafieldsQueryOptions(api, product, shopifyId), enabled: shopifyId > 0 });
  const customer = useQuery({ ...customerQueryOptions(api, product, shopifyId), enabled: shopifyId > 0 });
  const verified = ageVerified.data === true && !declaredOnly(customer.data?.tags, metafields.data);
  return (
    <VerificationView
      ageVerified={loadable({ ...ageVerified, data: verified }, describeLoadError)}
      page={page.data ? { title: page.data.title, html: page.data.html } : null}
      request={readVerificationRequest(metafields.data)}
      onInternalLink={(path) => void navigate({ href: path })}
    />
  );
}

/** /verification/other. */
export function VerificationOtherScreen() {
  useDocumentTitle(messages.other.title);
  const { api, session, product } = useAppContext();
  const queryClient = useQueryClient();
  const shopifyId = session.getCustomerIds()?.shopifyId ?? 0;
  const metafields = useQuery({ ...metafieldsQueryOptions(api, product, shopifyId), enabled: shopifyId > 0 });
  const request = metafields.isSuccess
    ? ({ status: 'ready', value: readVerificationRequest(metafields.data) } as const)
    : loadable({ ...metafields, data: null }, describeLoadError);
  return (
    <VerificationOtherView
      today={toKyivIsoDate(Date.now())}
      request={request}
      onSubmit={async ({ birthDate, method }) => {
        const { namespace, birthDateKey, requestKey } = VERIFICATION_REQUEST;
        try {
          await saveMetafield(api, queryClient, product, shopifyId, {
            namespace,
            key: birthDateKey,
            value: birthDate,
            type: 'date',
          });
          await saveMetafield(api, queryClient, product, shopifyId, {
            namespace,
            key: requestKey,
            value: JSON.stringify({ method, birthDate, requestedAt: new Date().toISOString() }),
            type: 'json',
          });
        } catch (error) {
          throw new Error(errorMessage(error, messages.other.failed), { cause: error });
        }
        toast.success(messages.other.sent);
      }}
    />
  );
}
