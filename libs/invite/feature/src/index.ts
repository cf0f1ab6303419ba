export { InviteFriendScreen, InviteFriendView, type InviteFriendViewProps } from './invite-friend-screen';
export {
  InviteCalculatorScreen,
  InviteFaqScreen,
  InviteFaqView,
  InviteOfferScreen,
  InvitePromoScreen,
  InviteTestDriveScreen,
  InviteVeloScreen,
  XpCalculator,
  xpPerFriend,
} from './invite-pages';
export { InviteShare, type InviteShareProps } from './invite-share';
export { QrCode, type QrCodeProps } from './qr-code';
export { copyText, shareOrCopy, type ShareData, type ShareOutcome } from './share';
