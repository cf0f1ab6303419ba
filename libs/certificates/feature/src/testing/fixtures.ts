import type { Certificate } from '@cx/certificates-data-access';

// Story fixtures shared by the certificates views.

/** A bought Kyivstar certificate, as the reference backend answers it. */
export const kyivstarCertificate: Certificate = {
  id: '5',
  partner_id: 7,
  partner_name: 'Київстар',
  category_id: 4,
  amount: 50,
  code: 'KYI-1234-5678',
  status: 'active',
  created_at: '2026-11-22T10:00:00Z',
  expires_at: '2027-02-20T10:00:00Z',
};
