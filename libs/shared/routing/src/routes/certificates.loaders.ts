import type { CertificateCategoryId } from './certificates';
import { warm, type LoaderArgs } from './warm';

const certificates = () => import('@cx/certificates-data-access');

export async function certificatesList({ context, deps }: LoaderArgs & { deps: { category: CertificateCategoryId } }) {
  const data = await certificates();
  const cert = { api: context.api };
  const { queryClient } = context;
  warm(() => queryClient.ensureQueryData(data.certSessionQueryOptions(cert)));
  warm(() => queryClient.ensureQueryData(data.certCategoriesQueryOptions(cert)));
  warm(() => queryClient.ensureQueryData(data.certPartnersQueryOptions(cert, deps.category)));
  warm(() => queryClient.ensureQueryData(data.certMessageQueryOptions(cert)));
}

export async function certificatesMyList({ context }: LoaderArgs) {
  const { certListQueryOptions } = await certificates();
  warm(() => context.queryClient.ensureQueryData(certListQueryOptions({ api: context.api })));
}
