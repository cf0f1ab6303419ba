// Test helpers for libraries that use @cx/api-client: a recording client, typed msw handlers and
// fixtures. Import from '@cx/api-client/testing' in tests and stories only; the production entry
// (index.ts) never imports this file, so msw stays out of the app bundles.
export {
  apiUrl,
  createTestApiClient,
  mockApiError,
  mockOperation,
  mockRecording,
  mockStaleToken,
  TEST_API_BASE_URL,
  TEST_API_KEY,
  type TestApiClient,
} from './testing/handlers.ts';
export {
  apiErrors,
  demoBonusHistory,
  demoCartLine,
  demoCustomer,
  demoOrder,
  demoOrderInput,
  demoQuote,
  demoPhone,
  demoProduct,
  demoSessionCustomer,
  demoSignIn,
  kyiv,
  kyivBranch,
} from './testing/fixtures.ts';
