import type { CertPartner, Certificate } from '@cx/certificates-data-access';

// Fixtures shared by the certificates views' stories and tests.

/** Kyivstar top-ups, as the reference backend lists the partner. */
export const kyivstarPartner: CertPartner = {
  id: 7,
  category_id: 4,
  name: 'Київстар',
  logo: null,
  description: 'Поповнення мобільного рахунку',
  nominals: [
    { amount: 50, price_xp: 500 },
    { amount: 100, price_xp: 1000 },
    { amount: 200, price_xp: 2000 },
  ],
};

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
