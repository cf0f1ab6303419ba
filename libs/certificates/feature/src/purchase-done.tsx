import { Button, CheckIcon } from '@cx/shared-ui';
import { formatDate, formatMoney, formatXp } from '@cx/shared-util-format';
import type { CertPurchaseResult } from '@cx/certificates-data-access';
import { useLinkClick } from '@cx/shared-routing';
import { MY_LIST_PATH } from './certificates-view';
import { messages } from './messages';
import styles from './certificates.module.css';

const t = messages.purchase;

/** The certificate bought: its code, expiry and the XP left, and the way to the list. */
export function PurchaseDone({ result, onClose }: { result: CertPurchaseResult | null; onClose: () => void }) {
  const linkClick = useLinkClick();
  if (!result) return null;
  const { certificate, balance } = result;
  return (
    <div className={styles.steps} role="status">
      <p className={styles.partnerName}>
        <CheckIcon size={20} /> {t.doneTitle}: {certificate.partner_name}, {formatMoney(certificate.amount)}
      </p>
      <div className={styles.code}>
        <span>
          {t.doneCode}: <span className={styles.codeValue}>{certificate.code}</span>
        </span>
      </div>
      <p className={styles.meta}>
        {certificate.expires_at ? <span>{t.doneExpires(formatDate(certificate.expires_at))}</span> : null}
        <span>{t.doneBalance(formatXp(balance))}</span>
      </p>
      <Button
        href={MY_LIST_PATH}
        fullWidth
        onClick={(event) => {
          linkClick(MY_LIST_PATH)(event);
          onClose();
        }}
      >
        {t.toMyList}
      </Button>
      <Button variant="secondary" fullWidth onClick={onClose}>
        {t.done}
      </Button>
    </div>
  );
}
