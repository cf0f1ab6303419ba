import { useState } from 'react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  CERT_CATEGORIES,
  certCategoriesQueryOptions,
  certMessageQueryOptions,
  certPartnersQueryOptions,
  certSessionQueryOptions,
  errorMessage,
  type CertCategoryId,
  type CertDeps,
  type CertPartner,
  type CertSession,
} from '@cx/certificates-data-access';
import { customerQueryOptions } from '@cx/profile-data-access';
import { toast } from '@cx/shell-data-access';
import { ListSkeleton } from '@cx/content-ui';
import { CertificatesView, PartnersList } from './certificates-view';
import { PurchaseSheet } from './purchase-sheet';
import { messages } from './messages';
import { ScreenBoundary, useAppContext, useDocumentTitle } from '@cx/shared-routing';

const route = getRouteApi('/_account/certificates');
const DEFAULT_CATEGORY = 1 as const;

interface Choice {
  partner: CertPartner;
  amount: number;
  session: CertSession;
}

interface PartnersDataProps {
  deps: CertDeps;
  categoryId: CertCategoryId;
  onChoose: (partner: CertPartner, amount: number) => void;
}

function PartnersData({ deps, categoryId, onChoose }: PartnersDataProps) {
  const { data } = useSuspenseQuery(certPartnersQueryOptions(deps, categoryId));
  return <PartnersList partners={data} onChoose={onChoose} />;
}

/** /certificates: categories, partners by category, and the purchase through the PIN flow. */
export function CertificatesScreen() {
  useDocumentTitle(messages.title);
  const { api, session, product } = useAppContext();
  const queryClient = useQueryClient();
  const categoryId = route.useSearch({ select: (search) => search.category }) ?? DEFAULT_CATEGORY;
  const deps = { api };
  // The tabs and the notice are known without a call (placeholder) or optional: they must not
  // hold the page; the partners below are the screen's read.
  const categories = useQuery({ ...certCategoriesQueryOptions(deps), placeholderData: [...CERT_CATEGORIES] });
  const notice = useQuery(certMessageQueryOptions(deps));
  const ids = session.getCustomerIds();
  // Only prefills the purchase form later: never a reason to suspend or fail the page.
  const customer = useQuery({ ...customerQueryOptions(api, product, ids?.shopifyId ?? 0), enabled: Boolean(ids) });
  const [choice, setChoice] = useState<Choice | null>(null);

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
      >
        <ScreenBoundary key={categoryId} fallback={<ListSkeleton rows={3} media />} errorTitle={messages.partnersError}>
          <PartnersData deps={deps} categoryId={categoryId} onChoose={(partner, amount) => void choose(partner, amount)} />
        </ScreenBoundary>
      </CertificatesView>
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
