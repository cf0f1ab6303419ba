import { Button, CodeField, FormAlert, TextField } from '@cx/shared-ui';
import { messages } from './messages';
import type { EmailChange } from './use-email-change';
import styles from './profile.module.css';

const t = messages.personal;

/** The e-mail change: its button, then the new address's form, then the code's. */
export function EmailChangeForm({ change, currentEmail }: { change: EmailChange; currentEmail: string | null | undefined }) {
  if (!change.editing) {
    return (
      <Button variant="secondary" onClick={change.startEditing}>
        {t.change}
      </Button>
    );
  }
  if (change.sentTo === null) {
    return (
      <form className={styles.form} onSubmit={(event) => change.sendCode(event, currentEmail)} noValidate aria-label={t.change}>
        <TextField
          label={t.newEmail}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={change.email}
          error={change.fieldError}
          onChange={(event) => change.setEmail(event.target.value)}
        />
        <FormAlert>{change.formError}</FormAlert>
        <EmailChangeActions submitLabel={t.sendCode} change={change} />
      </form>
    );
  }
  return (
    <form className={styles.form} onSubmit={change.confirm} noValidate aria-label={t.confirm}>
      <p className={styles.muted}>{t.codeSent(change.sentTo)}</p>
      <CodeField label={t.code} length={4} value={change.code} error={change.fieldError} onValueChange={change.setCode} />
      <FormAlert>{change.formError}</FormAlert>
      <EmailChangeActions submitLabel={t.confirm} change={change} />
    </form>
  );
}

function EmailChangeActions({ submitLabel, change }: { submitLabel: string; change: EmailChange }) {
  return (
    <div className={styles.actions}>
      <Button type="submit" loading={change.busy}>
        {submitLabel}
      </Button>
      <Button variant="ghost" onClick={change.cancel}>
        {t.cancel}
      </Button>
    </div>
  );
}
