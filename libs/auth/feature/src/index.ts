export { AuthScreen } from './auth-screen';
export { RegistrationScreen } from './registration-screen';
export { Is18Screen } from './is18-screen';
