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
  CODE_LENGTH,
  CodeSchema,
  PhoneSchema,
  ageOn,
  birthDateSchema,
  fieldErrors,
  registrationSchema,
  validationMessages,
  type RegistrationValues,
} from './validation';
