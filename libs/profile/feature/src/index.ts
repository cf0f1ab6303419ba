export { ProfileScreen, NEWS_CONSENT } from './profile-screen';
export { ReferralScreen, VerificationScreen, VerificationOtherScreen } from './other-screens';
export { ProfileView, type ProfileViewProps } from './profile-view';
export { AddressForm, type AddressFormProps } from './address-form';
export { ReferralView, type ReferralData } from './referral-view';
export {
  VerificationView,
  VerificationOtherView,
  type VerificationViewProps,
  type VerificationOtherViewProps,
} from './verification-view';
