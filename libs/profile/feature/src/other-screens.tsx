import type { ReactNode } from 'react';
import { useQuery, useQueryClient, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toKyivIsoDate } from '@cx/shared-util-format';
import { ListSkeleton, PageSkeleton } from '@cx/content-ui';
import { Page } from '@cx/shared-ui';
import {
  VERIFICATION_REQUEST,
  errorMessage,
  metafieldsQueryOptions,
  readVerificationRequest,
  saveMetafield,
} from '@cx/profile-data-access';
import { referralsQueryOptions } from '@cx/invite-data-access';
import { pageQueryOptions } from '@cx/content-data-access';
import { toast } from '@cx/shell-data-access';
import { ReferralView } from './referral-view';
import { VerificationOtherView, VerificationView } from './verification-view';
import { messages } from './messages';
import { ScreenBoundary, useAppContext, useDocumentTitle } from '@cx/shared-routing';

function ReferralData() {
  const { api, product } = useAppContext();
  const { data } = useSuspenseQuery(referralsQueryOptions(api, product));
  return <ReferralView referrals={data.referrals} totalXp={data.totalXp} />;
}

/** /profile/referral (the query options are invite's, so both screens share one cache entry). */
export function ReferralScreen() {
  useDocumentTitle(messages.referral.title);
  return (
    <Page as="main" title={messages.referral.title}>
      <ScreenBoundary fallback={<ListSkeleton rows={3} />} errorTitle={messages.referral.errorTitle}>
        <ReferralData />
      </ScreenBoundary>
    </Page>
  );
}

function VerificationData({ shopifyId }: { shopifyId: number }) {
  const { api, session, product } = useAppContext();
  const navigate = useNavigate();
  // Whether the server verified the age (a declaration at /is18 is not a verification, so the
  // page still offers the ways to get verified), and a request already sent (metafields).
  const [age, metafields] = useSuspenseQueries({
    queries: [session.ageQueryOptions(), metafieldsQueryOptions(api, product, shopifyId)],
  });
  // The CMS text about the ways to confirm must not hold the status: the intro stands in for it
  // while it loads, and where there is none (retry: false, it is optional).
  const page = useQuery({ ...pageQueryOptions(api, product, 'verification'), retry: false });
  return (
    <VerificationView
      verified={age.data === 'verified'}
      page={page.data ? { title: page.data.title, html: page.data.html } : null}
      request={readVerificationRequest(metafields.data)}
      onInternalLink={(path) => void navigate({ href: path })}
    />
  );
}

/**
 * A verification screen: its page, and inside its ScreenBoundary the data part for the signed-in
 * customer. Signed out (the account guard redirects) there is no record to ask for: the skeleton stays.
 */
function VerificationPage({ title, data }: { title: string; data: (shopifyId: number) => ReactNode }) {
  useDocumentTitle(title);
  const { session } = useAppContext();
  const shopifyId = session.getCustomerIds()?.shopifyId ?? 0;
  return (
    <Page as="main" title={title}>
      <ScreenBoundary fallback={<PageSkeleton />} errorTitle={messages.verification.errorTitle}>
        {shopifyId > 0 ? data(shopifyId) : <PageSkeleton />}
      </ScreenBoundary>
    </Page>
  );
}

/** /verification. */
export function VerificationScreen() {
  return <VerificationPage title={messages.verification.title} data={(shopifyId) => <VerificationData shopifyId={shopifyId} />} />;
}

function VerificationOtherData({ shopifyId }: { shopifyId: number }) {
  const { api, product } = useAppContext();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(metafieldsQueryOptions(api, product, shopifyId));
  return (
    <VerificationOtherView
      today={toKyivIsoDate(Date.now())}
      request={readVerificationRequest(data)}
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

/** /verification/other. */
export function VerificationOtherScreen() {
  return <VerificationPage title={messages.other.title} data={(shopifyId) => <VerificationOtherData shopifyId={shopifyId} />} />;
}
