// Invite a friend (member-get-member): the invite page and its sub-pages. Data-access
// code is imported lazily in the loaders (it joins the screens' chunk); loaders start the queries
// and the screens own loading and errors.
import { accountLayout, accountOffFooterLayout } from '../layouts';
import { faqLoader, pageLoader } from './page-loader';
import { lazyLoader } from './lazy-loaders';
import { screenRoute } from './screen-route';

/** A sub-page of the invite page: no bottom navigation, titled "Запроси друга: <title>". */
function invitePage<const TPath extends `/invite-friend/${string}`>(
  path: TPath,
  title: string,
  loader: ReturnType<typeof pageLoader>,
) {
  return screenRoute(accountOffFooterLayout, path, `Запроси друга: ${title}`, { loader });
}

/** The invite code, its link (shared, and as a QR code) and the friends already invited. */
export const inviteFriendRoute = screenRoute(accountLayout, '/invite-friend', 'Запроси друга', {
  loader: lazyLoader('invite.inviteFriend'),
});

export const inviteOfferRoute = invitePage('/invite-friend/offer', 'пропозиція', pageLoader('invite-friend-offer'));
/** The member promo code (get-promo-code) with its CMS page. */
export const invitePromoRoute = invitePage('/invite-friend/promo', 'промокод', lazyLoader('invite.invitePromo'));
const testDrive = pageLoader('invite-friend-test-drive');
export const inviteTestDriveRoute = invitePage('/invite-friend/test-drive', 'тест-драйв', testDrive);
export const inviteFaqRoute = invitePage('/invite-friend/faq', 'питання', faqLoader('invite'));
const calculator = pageLoader('invite-friend-calculator');
export const inviteCalculatorRoute = invitePage('/invite-friend/calculator', 'калькулятор', calculator);
/** The velo invite offer (get-velo-mgm: code, link, 1 or 2 gifts) with its CMS page. */
export const inviteVeloRoute = invitePage('/invite-friend/velo', 'VELO', pageLoader('invite-friend-velo'));

export const inviteAccountRoutes = [inviteFriendRoute] as const;
export const inviteAccountOffFooterRoutes = [
  inviteOfferRoute,
  invitePromoRoute,
  inviteTestDriveRoute,
  inviteFaqRoute,
  inviteCalculatorRoute,
  inviteVeloRoute,
] as const;
