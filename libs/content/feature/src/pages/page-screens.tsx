import { useBrand } from '@cx/brand-contract';
import { PAGE_IDS } from '@cx/content-data-access';
import { SupportContacts } from '@cx/content-ui';
import { List, ListItem, PageSection } from '@cx/shared-ui';
import { Link } from '@tanstack/react-router';
import { messages } from '../messages';
import { CmsPageScreen } from './cms-page';

/*
 * The CMS pages of spec §2, one screen per route. Each is the same CmsPageScreen with the page
 * id of docs/contract.md; some add links to the screens around them.
 */

/** /rules — Правила o'go Club (in the menu for age-verified customers only). */
export function RulesScreen() {
  return <CmsPageScreen pageId={PAGE_IDS.rules} />;
}

/** /user-agreement — Угода з користувачем (public). */
export function UserAgreementScreen() {
  return <CmsPageScreen pageId={PAGE_IDS.userAgreement} />;
}

/** /glo-studio — Фірмові магазини. */
export function GloStudioScreen() {
  return <CmsPageScreen pageId={PAGE_IDS.gloStudio} />;
}

/** /go-buy — where to buy. */
export function GoBuyScreen() {
  return <CmsPageScreen pageId={PAGE_IDS.goBuy} />;
}

/** /offers — current offers. */
export function OffersScreen() {
  return <CmsPageScreen pageId={PAGE_IDS.offers} />;
}

/** /why-ogo — o'go Club's advantages (o'go only). */
export function WhyOgoScreen() {
  return <CmsPageScreen pageId={PAGE_IDS.whyOgo} />;
}

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
export function VocabularyOgoClubScreen() {
  return <CmsPageScreen pageId={PAGE_IDS.vocabularyOgoClub} />;
}

/** /vocabulary/velo. */
export function VocabularyVeloScreen() {
  return <CmsPageScreen pageId={PAGE_IDS.vocabularyVelo} />;
}
