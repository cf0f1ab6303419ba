import { useCallback } from 'react';
import { describeLoadError } from '@cx/shared-session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
} from '@cx/profile-data-access';
import { toast } from '@cx/shell-data-access';
import { loadable } from './internal/loadable';
import { ProfileView } from './profile-view';
import { messages } from './messages';
import { useAppContext, useDocumentTitle } from '@cx/shared-routing';

/** The consent to news and offers, kept as a metafield of the customer record. */
export const NEWS_CONSENT = { namespace: 'profile', key: 'news_consent' } as const;

/** Turns any failure into the Ukrainian sentence the form shows. */
function failWith(error: unknown, fallback?: string): never {
  throw new Error(errorMessage(error, fallback), { cause: error });
}

/** /profile (account layout). */
export function ProfileScreen() {
  useDocumentTitle(messages.title);
  const { api, session, product } = useAppContext();
  const queryClient = useQueryClient();
  const shopifyId = session.getCustomerIds()?.shopifyId ?? 0;
  const enabled = shopifyId > 0;
  const customer = useQuery({ ...customerQueryOptions(api, product, shopifyId), enabled });
  const metafields = useQuery({ ...metafieldsQueryOptions(api, product, shopifyId), enabled });
  const address = useQuery(deliveryAddressQueryOptions(api, product));
  const ageVerified = useQuery(session.ageVerifiedQueryOptions());

  const searchCities = useCallback((q: string) => queryClient.fetchQuery(citiesQueryOptions(api, q)), [api, queryClient]);
  const searchBranches = useCallback(
    (cityId: string, q: string) => queryClient.fetchQuery(branchesQueryOptions(api, cityId, q)),
    [api, queryClient],
  );

  const consent = findMetafield(metafields.data, NEWS_CONSENT.namespace, NEWS_CONSENT.key);

  return (
    <ProfileView
      customer={loadable(customer, describeLoadError)}
      address={loadable(address, describeLoadError)}
      ageVerified={ageVerified.isSuccess ? ageVerified.data === true : undefined}
      newsConsent={metafields.isSuccess ? consent?.value === 'true' : undefined}
      searchCities={searchCities}
      searchBranches={searchBranches}
      onSaveAddress={async (next) => {
        await saveDeliveryAddress(api, queryClient, product, next).catch((error: unknown) =>
          failWith(error, messages.address.failed),
        );
        toast.success(messages.address.saved);
      }}
      onChangeEmail={(email) =>
        changeEmail(api, { email, customerId: shopifyId, ogoAuthApiToken: session.getOgoAuthApiToken() }).catch(
          (error: unknown) => failWith(error),
        )
      }
      onConfirmEmail={async (code) => {
        await confirmEmail(api, queryClient, product, { code, ogoAuthApiToken: session.getOgoAuthApiToken() }).catch(
          (error: unknown) => failWith(error),
        );
        toast.success(messages.personal.changed);
      }}
      onNewsConsent={async (value) => {
        await saveMetafield(api, queryClient, product, shopifyId, {
          ...NEWS_CONSENT,
          value: String(value),
          type: 'boolean',
        }).catch((error: unknown) => failWith(error, messages.preferences.failed));
        toast.success(messages.preferences.saved);
      }}
    />
  );
}
