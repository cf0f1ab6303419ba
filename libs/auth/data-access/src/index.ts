export {
  createAuthApi,
  type AuthApi,
  type AuthApiOptions,
  type CodeSent,
  type RegistrationInput,
  type SignInStart,
} from './auth-api';
export {
  attempt,
  failureFromApiError,
  failureFromThrown,
  humanMessage,
  type AuthFailure,
  type AuthFailureKind,
  type AuthResult,
} from './auth-failure';
export { readSignInAnswer } from './sign-in-answer';
export {
  CodeSchema,
  PhoneSchema,
  ageOn,
  birthDateSchema,
  fieldErrors,
  registrationSchema,
  type RegistrationValues,
} from './validation';
// The messages apart from the schemas: a screen that shows them does not load valibot.
export { CODE_LENGTH, validationMessages } from './validation-messages';
