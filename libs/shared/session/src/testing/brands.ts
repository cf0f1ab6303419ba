import type { SessionBrand } from '../session-types';

// What the session reads of glo's and o'go's configs (their brand JSON), for the session's tests.

export const glo: SessionBrand = {
  productKey: 'glo',
  features: { ogoAuthApiToken: false, ageVerifiedMetafieldNamespace: 'custom' },
};

export const ogo: SessionBrand = {
  productKey: 'ogo',
  features: { ogoAuthApiToken: true, ageVerifiedMetafieldNamespace: 'verification' },
};
