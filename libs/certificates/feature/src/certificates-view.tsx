import type { ReactNode } from 'react';
import { Button, Card, Page, PageSection } from '@cx/shared-ui';
import { formatMoney, formatXp } from '@cx/shared-util-format';
import type { CertCategory, CertCategoryId, CertPartner } from '@cx/certificates-data-access';
import { messages } from './messages';
import styles from './certificates.module.css';
import { AppLink, useLinkClick, type AppPath } from '@cx/shared-routing';

export interface CertificatesViewProps {
  categories: readonly CertCategory[];
  categoryId: CertCategoryId;
  /** get-message: a notice above the list, when there is one. */
  notice?: string | null;
  /** The partners of the open category: the screen's ScreenBoundary around PartnersList. */
  children: ReactNode;
}

export const MY_LIST_PATH: AppPath = '/certificates/my-list';

/** /certificates: category tabs, the partners of the open category and their nominals. */
export function CertificatesView({ categories, categoryId, notice, children }: CertificatesViewProps) {
  const linkClick = useLinkClick();
  const current = categories.find((category) => category.id === categoryId) ?? categories[0];
  return (
    <Page as="main" title={messages.title}>
      <p className={styles.lead}>{messages.intro}</p>
      {notice ? (
        <Card variant="outlined" padding="sm" role="note" className={styles.notice}>
          {notice}
        </Card>
      ) : null}
      <Button href={MY_LIST_PATH} variant="secondary" onClick={linkClick(MY_LIST_PATH)} fullWidth>
        {messages.myListLink}
      </Button>

      <nav aria-label={messages.categoriesLabel}>
        <ul role="list" className={styles.tabs}>
          {categories.map((category) => (
            <li key={category.id}>
              <AppLink
                to="/certificates"
                search={{ category: category.id }}
                className={styles.tab}
                aria-current={category.id === categoryId ? 'page' : undefined}
              >
                {category.name}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>

      <PageSection title={messages.partnersTitle(current?.name ?? '')}>
        {children}
      </PageSection>
    </Page>
  );
}

export interface PartnersListProps {
  partners: readonly CertPartner[];
  /** A nominal was chosen: start the purchase. */
  onChoose?: (partner: CertPartner, amount: number) => void;
}

/** The partners of one category and their nominals (or a line saying there are none). */
export function PartnersList({ partners, onChoose }: PartnersListProps) {
  if (partners.length === 0) return <p className={styles.muted}>{messages.partnersEmpty}</p>;
  return (
    <ul role="list" className={styles.partners}>
      {partners.map((partner) => (
        <Card as="li" key={partner.id} className={styles.partner}>
          <div className={styles.partnerHead}>
            {partner.logo ? (
              <img className={styles.logo} src={partner.logo} alt="" width={56} height={56} loading="lazy" decoding="async" />
            ) : (
              <span className={styles.logo} aria-hidden="true" />
            )}
            <div>
              <h3 className={styles.partnerName}>{partner.name}</h3>
              <p className={styles.muted}>{partner.description}</p>
            </div>
          </div>
          <ul role="list" className={styles.nominals}>
            {partner.nominals.map((nominal) => (
              <li key={nominal.amount}>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={messages.chooseNominal(
                    partner.name,
                    messages.nominal(formatMoney(nominal.amount), formatXp(nominal.price_xp)),
                  )}
                  onClick={() => onChoose?.(partner, nominal.amount)}
                >
                  {messages.nominal(formatMoney(nominal.amount), formatXp(nominal.price_xp))}
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </ul>
  );
}
