export { ProfileScreen } from './profile-screen';
export { ReferralScreen, VerificationScreen, VerificationOtherScreen } from './other-screens';
export { ProfileView, type ProfileViewProps } from './profile-view';
export { AddressForm, type AddressFormProps } from './address-form';
export { ReferralView } from './referral-view';
export { VerificationView, VerificationOtherView } from './verification-view';
