export { InviteFriendScreen, InviteFriendView } from './invite-friend-screen';
export {
  InviteCalculatorScreen,
  InviteFaqScreen,
  InviteOfferScreen,
  InvitePromoScreen,
  InviteTestDriveScreen,
  InviteVeloScreen,
  XpCalculator,
} from './invite-pages';
export { InviteShare } from './invite-share';
export { QrCode } from './qr-code';
export { copyText, shareOrCopy, type ShareOutcome } from './share';
