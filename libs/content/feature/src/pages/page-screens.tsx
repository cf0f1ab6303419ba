import { useBrand } from '@cx/brand-contract';
import { PAGE_IDS, type PageId } from '@cx/content-data-access';
import { SupportContacts } from '@cx/content-ui';
import { List, ListItem, PageSection } from '@cx/shared-ui';
import { Link } from '@tanstack/react-router';
import { messages } from '../messages';
import { CmsPageScreen } from './cms-page';

/*
 * The CMS pages of spec §2, one screen per route. Each is the same CmsPageScreen with the page
 * id of docs/contract.md; some add links to the screens around them.
 */

/** The screen of a route that shows its CMS page and nothing else. */
function cmsPageOnly(pageId: PageId) {
  return function CmsPageOnlyScreen() {
    return <CmsPageScreen pageId={pageId} />;
  };
}

/** /rules — Правила o'go Club (in the menu for age-verified customers only). */
export const RulesScreen = cmsPageOnly(PAGE_IDS.rules);

/** /user-agreement — Угода з користувачем (public). */
export const UserAgreementScreen = cmsPageOnly(PAGE_IDS.userAgreement);

/** /glo-studio — Фірмові магазини. */
export const GloStudioScreen = cmsPageOnly(PAGE_IDS.gloStudio);

/** /go-buy — where to buy. */
export const GoBuyScreen = cmsPageOnly(PAGE_IDS.goBuy);

/** /offers — current offers. */
export const OffersScreen = cmsPageOnly(PAGE_IDS.offers);

/** /why-ogo — o'go Club's advantages (o'go only). */
export const WhyOgoScreen = cmsPageOnly(PAGE_IDS.whyOgo);

/** /support — Підтримка: the CMS text, the brand's own contacts (brand config), then the FAQ. */
export function SupportScreen() {
  const { support } = useBrand();
  return (
    <CmsPageScreen pageId={PAGE_IDS.support}>
      <SupportContacts support={support} />
      <List>
        <ListItem title={messages.support.faq} renderLink={(props) => <Link to="/faq" {...props} />} />
      </List>
    </CmsPageScreen>
  );
}

/** /vocabulary — Словник споживача, with its sub-dictionaries the brand serves. */
export function VocabularyScreen() {
  const { hiddenRoutes } = useBrand();
  const sections = [
    { to: '/vocabulary/ogo-club', title: messages.vocabulary.ogoClub },
    { to: '/vocabulary/velo', title: messages.vocabulary.velo },
  ] as const;
  const served = sections.filter((section) => !hiddenRoutes.includes(section.to));
  return (
    <CmsPageScreen pageId={PAGE_IDS.vocabulary}>
      {served.length > 0 ? (
        <PageSection title={messages.vocabulary.sections}>
          <List>
            {served.map((section) => (
              <ListItem
                key={section.to}
                title={section.title}
                renderLink={(props) => <Link to={section.to} {...props} />}
              />
            ))}
          </List>
        </PageSection>
      ) : null}
    </CmsPageScreen>
  );
}

/** /vocabulary/ogo-club (o'go only). */
export const VocabularyOgoClubScreen = cmsPageOnly(PAGE_IDS.vocabularyOgoClub);

/** /vocabulary/velo. */
export const VocabularyVeloScreen = cmsPageOnly(PAGE_IDS.vocabularyVelo);
