import { useCallback } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { branchesQueryOptions, citiesQueryOptions } from '@cx/delivery-data-access';
import {
  changeEmail,
  confirmEmail,
  customerQueryOptions,
  deliveryAddressQueryOptions,
  errorMessage,
  findMetafield,
  metafieldsQueryOptions,
  saveDeliveryAddress,
  saveMetafield,
  type DeliveryAddress,
} from '@cx/profile-data-access';
import { toast } from '@cx/shell-data-access';
import { AddressDetails, type AddressDetailsProps } from './address-section';
import { SectionSkeleton } from './internal/section-skeleton';
import { NewsConsent, ProfileView, SignOutEverywhere, VerificationStatus } from './profile-view';
import { PersonalDetails } from './personal-section';
import type { EmailChangeCalls } from './use-email-change';
import { messages } from './messages';
import { ScreenBoundary, useAppContext, useDocumentTitle } from '@cx/shared-routing';

/** The consent to news and offers, kept as a metafield of the customer record. */
export const NEWS_CONSENT = { namespace: 'profile', key: 'news_consent' } as const;

/** Turns any failure into the Ukrainian sentence the form shows. */
function failWith(error: unknown, fallback?: string): never {
  throw new Error(errorMessage(error, fallback), { cause: error });
}

function PersonalData({ shopifyId, ...calls }: EmailChangeCalls & { shopifyId: number }) {
  const { api, product } = useAppContext();
  const { data } = useSuspenseQuery(customerQueryOptions(api, product, shopifyId));
  return <PersonalDetails customer={data} {...calls} />;
}

function AddressData(props: Omit<AddressDetailsProps, 'address'>) {
  const { api, product } = useAppContext();
  const { data } = useSuspenseQuery(deliveryAddressQueryOptions(api, product));
  return <AddressDetails address={data} {...props} />;
}

function VerificationData() {
  const { session } = useAppContext();
  const { data } = useSuspenseQuery(session.ageQueryOptions());
  return <VerificationStatus ageVerified={data === 'verified'} />;
}

function PreferencesData({ shopifyId, onNewsConsent }: { shopifyId: number; onNewsConsent: (value: boolean) => Promise<void> }) {
  const { api, product } = useAppContext();
  const { data } = useSuspenseQuery(metafieldsQueryOptions(api, product, shopifyId));
  const consent = findMetafield(data, NEWS_CONSENT.namespace, NEWS_CONSENT.key);
  return <NewsConsent newsConsent={consent?.value === 'true'} onNewsConsent={onNewsConsent} />;
}

/** What the profile's forms send: each rejects with a Ukrainian message, and toasts what it saved. */
function useProfileCalls(shopifyId: number) {
  const { api, session, product } = useAppContext();
  const queryClient = useQueryClient();
  const searchCities = useCallback((q: string) => queryClient.fetchQuery(citiesQueryOptions(api, q)), [api, queryClient]);
  const searchBranches = useCallback(
    (cityId: string, q: string) => queryClient.fetchQuery(branchesQueryOptions(api, cityId, q)),
    [api, queryClient],
  );
  // The o'go token is read when a call is made: the session refreshes it meanwhile.
  const ogoAuthApiToken = () => session.getOgoAuthApiToken();
  return {
    address: {
      searchCities,
      searchBranches,
      onSaveAddress: async (next: DeliveryAddress) => {
        await saveDeliveryAddress(api, queryClient, product, next).catch((error: unknown) => failWith(error, messages.address.failed));
        toast.success(messages.address.saved);
      },
    },
    email: {
      onChangeEmail: (email: string) =>
        changeEmail(api, { email, customerId: shopifyId, ogoAuthApiToken: ogoAuthApiToken() }).catch((error: unknown) => failWith(error)),
      onConfirmEmail: async (code: string) => {
        await confirmEmail(api, queryClient, product, { code, ogoAuthApiToken: ogoAuthApiToken() }).catch((error: unknown) => failWith(error));
        toast.success(messages.personal.changed);
      },
    },
    onNewsConsent: async (value: boolean) => {
      await saveMetafield(api, queryClient, product, shopifyId, { ...NEWS_CONSENT, value: String(value), type: 'boolean' }).catch(
        (error: unknown) => failWith(error, messages.preferences.failed),
      );
      toast.success(messages.preferences.saved);
    },
  };
}

/** /profile (account layout): each section loads and fails on its own. */
export function ProfileScreen() {
  useDocumentTitle(messages.title);
  const { session } = useAppContext();
  const shopifyId = session.getCustomerIds()?.shopifyId ?? 0;
  const calls = useProfileCalls(shopifyId);
  // Signed out (the account guard redirects) there is no record to ask for: the skeletons stay.
  const waiting = shopifyId <= 0;
  return (
    <ProfileView
      personal={
        <ScreenBoundary fallback={<SectionSkeleton />} errorTitle={messages.personal.errorTitle}>
          {waiting ? <SectionSkeleton /> : <PersonalData shopifyId={shopifyId} {...calls.email} />}
        </ScreenBoundary>
      }
      address={
        <ScreenBoundary fallback={<SectionSkeleton />} errorTitle={messages.address.errorTitle}>
          <AddressData {...calls.address} />
        </ScreenBoundary>
      }
      verification={
        <ScreenBoundary fallback={<VerificationStatus />} errorTitle={messages.verification.errorTitle}>
          <VerificationData />
        </ScreenBoundary>
      }
      preferences={
        <ScreenBoundary fallback={<NewsConsent onNewsConsent={calls.onNewsConsent} />} errorTitle={messages.preferences.errorTitle}>
          {waiting ? <NewsConsent onNewsConsent={calls.onNewsConsent} /> : <PreferencesData shopifyId={shopifyId} onNewsConsent={calls.onNewsConsent} />}
        </ScreenBoundary>
      }
      sessions={<SignOutEverywhere onSignOut={() => session.logout({ everywhere: true })} />}
    />
  );
}
