export {
  CERT_CATEGORIES,
  isCertCategoryId,
  mergeCategories,
  type CertCategory,
  type CertCategoryId,
} from './cert-categories';
export {
  authenticateCert,
  dropCertToken,
  getCertSession,
  isCertUnauthenticated,
  readCertRegistration,
  readCertSession,
  rememberCertRegistration,
  withCertToken,
  type CertApi,
  type CertDeps,
  type CertSession,
} from './cert-session';
export {
  afterPurchase,
  buyCertificate,
  certCategoriesQueryOptions,
  certKeys,
  certListQueryOptions,
  certMessageQueryOptions,
  certPartnersQueryOptions,
  certSessionQueryOptions,
  confirmCertPin,
  registerForCertificates,
  requestPinToken,
  storeCertPin,
  type CertPartner,
  type CertPurchaseResult,
  type Certificate,
} from './cert-queries';
/** How a failed call reads to the customer (features may not import @cx/api-client). */
export { ERROR_MESSAGES, errorMessage, errorTypeOf } from '@cx/api-client';
