import { Badge, Button, Card, EmptyState, GiftIcon, IconButton } from '@cx/shared-ui';
import { formatDate, formatMoney } from '@cx/shared-util-format';
import type { Certificate } from '@cx/certificates-data-access';
import { messages } from './messages';
import styles from './certificates.module.css';
import { useLinkClick } from '@cx/shared-routing';

const t = messages.myList;

export interface MyListViewProps {
  certificates: readonly Certificate[];
  onCopy?: (code: string) => void;
}

const CERTIFICATES_PATH = '/certificates';

const tone = { active: 'success', used: 'neutral', expired: 'danger' } as const;

/**
 * The data part of /certificates/my-list: the customer's certificates, newest first, with their
 * codes (the screen puts it in its page, inside a ScreenBoundary).
 */
export function MyListView({ certificates, onCopy }: MyListViewProps) {
  const linkClick = useLinkClick();
  return (
    <>
      {certificates.length === 0 ? (
        <EmptyState
          icon={<GiftIcon />}
          title={t.empty}
          text={t.emptyText}
          action={
            <Button href={CERTIFICATES_PATH} onClick={linkClick(CERTIFICATES_PATH)}>
              {t.choose}
            </Button>
          }
        />
      ) : null}
      {certificates.length > 0 ? (
        <ul role="list" className={styles.certificates} aria-label={t.title}>
          {certificates.map((certificate) => (
            <Card as="li" key={certificate.id} className={styles.certificate}>
              <div className={styles.certificateHead}>
                <h2 className={styles.certificateTitle}>{certificate.partner_name}</h2>
                <span className={styles.amount}>{formatMoney(certificate.amount)}</span>
              </div>
              <div>
                <Badge tone={tone[certificate.status]}>{t.status[certificate.status]}</Badge>
              </div>
              <div className={styles.code}>
                <span>
                  {t.code}: <span className={styles.codeValue}>{certificate.code}</span>
                </span>
                {onCopy ? (
                  <IconButton label={`${t.copy} ${certificate.code}`} icon={<CopyGlyph />} onClick={() => onCopy(certificate.code)} />
                ) : null}
              </div>
              <p className={styles.meta}>
                <span>{t.bought(formatDate(certificate.created_at))}</span>
                {certificate.expires_at ? <span>{t.expires(formatDate(certificate.expires_at))}</span> : null}
              </p>
            </Card>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function CopyGlyph() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M9 9h10v11H9zM5 15V4h10"
      />
    </svg>
  );
}
