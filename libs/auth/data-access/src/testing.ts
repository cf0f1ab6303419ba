// Test helpers for the auth screens (tests only; the production entry never imports this file).
// Features may not import @cx/api-client, so the reference backend's demo answers are offered here
// rather than copied into the feature.
export { apiErrors, demoSignIn } from '@cx/api-client/testing';
