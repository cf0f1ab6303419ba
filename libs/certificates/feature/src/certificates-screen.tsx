import { useState } from 'react';
import { describeLoadError } from '@cx/shared-session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  CERT_CATEGORIES,
  certCategoriesQueryOptions,
  certMessageQueryOptions,
  certPartnersQueryOptions,
  certSessionQueryOptions,
  errorMessage,
  type CertPartner,
  type CertSession,
} from '@cx/certificates-data-access';
import { customerQueryOptions } from '@cx/profile-data-access';
import { toast } from '@cx/shell-data-access';
import { CertificatesView, type PartnersState } from './certificates-view';
import { PurchaseSheet } from './purchase-sheet';
import { messages } from './messages';
import { useAppContext, useDocumentTitle } from '@cx/shared-routing';

const route = getRouteApi('/_account/certificates');
const DEFAULT_CATEGORY = 1 as const;

interface Choice {
  partner: CertPartner;
  amount: number;
  session: CertSession;
}

/** /certificates: categories, partners by category, and the purchase through the PIN flow. */
export function CertificatesScreen() {
  useDocumentTitle(messages.title);
  const { api, session, product } = useAppContext();
  const queryClient = useQueryClient();
  const categoryId = route.useSearch({ select: (search) => search.category }) ?? DEFAULT_CATEGORY;
  const deps = { api };
  const categories = useQuery({ ...certCategoriesQueryOptions(deps), placeholderData: [...CERT_CATEGORIES] });
  const partners = useQuery(certPartnersQueryOptions(deps, categoryId));
  const notice = useQuery(certMessageQueryOptions(deps));
  const ids = session.getCustomerIds();
  const customer = useQuery({ ...customerQueryOptions(api, product, ids?.shopifyId ?? 0), enabled: Boolean(ids) });
  const [choice, setChoice] = useState<Choice | null>(null);

  const partnersState: PartnersState = partners.isPending
    ? { status: 'loading' }
    : partners.isError
      ? { status: 'error', kind: describeLoadError(partners.error), retry: () => void partners.refetch() }
      : { status: 'ready', partners: partners.data };

  const choose = async (partner: CertPartner, amount: number) => {
    try {
      const current = await queryClient.ensureQueryData(certSessionQueryOptions(deps));
      setChoice({ partner, amount, session: current });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <>
      <CertificatesView
        categories={categories.data ?? CERT_CATEGORIES}
        categoryId={categoryId}
        notice={notice.data}
        partners={partnersState}
        onChoose={(partner, amount) => void choose(partner, amount)}
      />
      {choice ? (
        <PurchaseSheet
          key={`${choice.partner.id}:${choice.amount}`}
          deps={deps}
          partner={choice.partner}
          amount={choice.amount}
          session={choice.session}
          prefill={{
            firstName: customer.data?.first_name,
            lastName: customer.data?.last_name,
            email: customer.data?.email,
          }}
          onClose={() => setChoice(null)}
        />
      ) : null}
    </>
  );
}
