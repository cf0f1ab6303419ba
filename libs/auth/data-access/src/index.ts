export { createAuthApi, type AuthApi, type CodeSent, type RegistrationInput } from './auth-api';
export { type AuthFailure, type AuthFailureKind, type AuthResult } from './auth-failure';
export { CodeSchema, PhoneSchema, birthDateSchema, fieldErrors, registrationSchema } from './validation';
// The messages apart from the schemas: a screen that shows them does not load valibot.
export { CODE_LENGTH, validationMessages } from './validation-messages';
