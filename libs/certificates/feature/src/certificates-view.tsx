import { Button, Card, type LoadErrorKind, LoadErrorView, Page, PageSection } from '@cx/shared-ui';
import { ListSkeleton } from '@cx/content-ui';
import { formatMoney, formatXp } from '@cx/shared-util-format';
import type { CertCategory, CertCategoryId, CertPartner } from '@cx/certificates-data-access';
import { messages } from './messages';
import styles from './certificates.module.css';
import { AppLink, useLinkClick, type AppPath } from '@cx/shared-routing';

export type PartnersState =
  | { status: 'loading' }
  | { status: 'error'; kind: LoadErrorKind; retry?: () => void }
  | { status: 'ready'; partners: readonly CertPartner[] };

export interface CertificatesViewProps {
  categories: readonly CertCategory[];
  categoryId: CertCategoryId;
  /** get-message: a notice above the list, when there is one. */
  notice?: string | null;
  partners: PartnersState;
  /** A nominal was chosen: start the purchase. */
  onChoose?: (partner: CertPartner, amount: number) => void;
}

export const MY_LIST_PATH: AppPath = '/certificates/my-list';

/** /certificates: category tabs, the partners of the open category and their nominals. */
export function CertificatesView({ categories, categoryId, notice, partners, onChoose }: CertificatesViewProps) {
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
        <PartnersBody partners={partners} onChoose={onChoose} />
      </PageSection>
    </Page>
  );
}

function PartnersBody({ partners, onChoose }: Pick<CertificatesViewProps, 'partners' | 'onChoose'>) {
  if (partners.status === 'loading') return <ListSkeleton rows={3} media />;
  if (partners.status === 'error') {
    return <LoadErrorView kind={partners.kind} onRetry={partners.retry} title={messages.partnersError} />;
  }
  if (partners.partners.length === 0) return <p className={styles.muted}>{messages.partnersEmpty}</p>;
  return (
    <ul role="list" className={styles.partners}>
      {partners.partners.map((partner) => (
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
