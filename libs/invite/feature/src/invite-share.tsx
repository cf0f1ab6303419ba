import { useState } from 'react';
import { Button, Card, ShareIcon, VisuallyHidden } from '@cx/shared-ui';
import { messages } from './messages';
import { QrCode } from './qr-code';
import { copyText, shareOrCopy, type ShareOutcome } from './share';
import styles from './invite.module.css';

export interface InviteShareProps {
  /** The code as the friend types it. */
  code: string;
  /** What the share sheet and the QR code carry. */
  link: string;
  /** The brand's display name for the share text. */
  brandName: string;
  codeLabel?: string;
  /** Below the code, e.g. the velo gift count. */
  note?: string;
}

const OUTCOME_TEXT: Record<Exclude<ShareOutcome, 'cancelled'>, string> = {
  shared: messages.invite.shared,
  copied: messages.invite.copied,
  unavailable: messages.invite.unavailable,
};

/** The invite code and link: shared through navigator.share (or copied), and as a QR code. */
export function InviteShare({ code, link, brandName, codeLabel = messages.invite.code, note }: InviteShareProps) {
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const share = async () => {
    setBusy(true);
    try {
      const outcome = await shareOrCopy({
        title: messages.invite.shareTitle(brandName),
        text: messages.invite.shareText(brandName, code),
        url: link,
      });
      setStatus(outcome === 'cancelled' ? null : OUTCOME_TEXT[outcome]);
    } finally {
      setBusy(false);
    }
  };

  const copyCode = async () => {
    setStatus((await copyText(code)) === 'copied' ? messages.invite.codeCopied : messages.invite.unavailable);
  };

  return (
    <Card as="section" className={styles.codeCard} aria-label={codeLabel}>
      <span className={styles.muted}>{codeLabel}</span>
      <span className={styles.code} data-testid="invite-code">
        {code}
      </span>
      {note ? <span>{note}</span> : null}
      <QrCode value={link} label={messages.invite.qr(link)} className={styles.qr} />
      <span className={styles.muted}>{messages.invite.qrHint}</span>
      {/* A plain span has no role for aria-label to name: the label is text screen readers read first. */}
      <span className={styles.link}>
        <VisuallyHidden>{messages.invite.link}: </VisuallyHidden>
        {link}
      </span>
      <div className={styles.actions}>
        <Button onClick={() => void share()} loading={busy} leadingIcon={<ShareIcon />} fullWidth>
          {messages.invite.share}
        </Button>
        <Button variant="secondary" onClick={() => void copyCode()} fullWidth>
          {messages.invite.copyCode}
        </Button>
      </div>
      {status ? (
        <p className={styles.status} role="status" data-testid="share-status">
          {status}
        </p>
      ) : null}
    </Card>
  );
}
