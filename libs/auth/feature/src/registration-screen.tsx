import { useState } from 'react';
import * as v from 'valibot';
import { getRouteApi, Link, useNavigate } from '@cx/shared-routing';
import { fieldErrors, registrationSchema, type AuthFailure, type CodeSent } from '@cx/auth-data-access';
import { CodeEntry } from './code-entry';
import { failureMessage } from './failure-message';
import { messages } from './messages';
import { RegistrationForm, type RegistrationDraft, type RegistrationErrors } from './registration-form';
import { useAuthServices } from './use-auth-services';
import { useCompleteSignIn } from './use-complete-sign-in';
import styles from './auth.module.css';

const route = getRouteApi('/_default/registration');

/** Where a refusal of the server belongs on the form. */
function errorsFor(failure: AuthFailure): RegistrationErrors {
  const message = failureMessage(failure);
  switch (failure.kind) {
    case 'email-taken':
      return { email: message };
    case 'invalid': {
      const field = failure.field === 'first_name' ? 'firstName' : failure.field === 'last_name' ? 'lastName' : failure.field;
      return field === 'firstName' || field === 'lastName' || field === 'email' ? { [field]: message } : { phone: message };
    }
    default:
      // The phone is what registration is about: its problems (taken, too many codes, the
      // connection) are told next to it.
      return { phone: message };
  }
}

/**
 * /registration: check-email (glo only, spec §5) → create-customer → registration SMS → reg-auth,
 * then on through /is18.
 */
export function RegistrationScreen() {
  const { auth, brand } = useAuthServices();
  const search = route.useSearch();
  const navigate = useNavigate();
  const complete = useCompleteSignIn(search.redirect);
  const withEmail = brand.features.registrationEmailCheck;

  const [draft, setDraft] = useState<RegistrationDraft>({
    firstName: '',
    lastName: '',
    email: '',
    phone: search.phone ? `+${search.phone}` : '',
    agreement: false,
  });
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [alreadyRegistered, setAlreadyRegistered] = useState<string>();
  const [sending, setSending] = useState(false);
  const [codeFor, setCodeFor] = useState<{ phone: string; sent: CodeSent & { at: number } }>();

  const submit = async () => {
    const parsed = v.safeParse(registrationSchema(withEmail), draft);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues) as RegistrationErrors);
      return;
    }
    const values = parsed.output;
    setSending(true);
    setErrors({});
    setAlreadyRegistered(undefined);
    const result = await auth.startRegistration(search.ref ? { ...values, ref: search.ref } : values);
    setSending(false);
    if (!result.ok) {
      setErrors(errorsFor(result.failure));
      if (result.failure.kind === 'already-registered') setAlreadyRegistered(values.phone);
      return;
    }
    setCodeFor({ phone: values.phone, sent: { ...result.value, at: Date.now() } });
  };

  if (codeFor) {
    return (
      <CodeEntry
        title={messages.confirmPhoneTitle}
        phone={codeFor.phone}
        sent={codeFor.sent}
        resendCode={auth.sendRegistrationCode}
        confirmCode={auth.confirmRegistrationCode}
        onSignedIn={(session) => complete(codeFor.phone, session, auth)}
        onChangePhone={() => setCodeFor(undefined)}
      />
    );
  }

  const redirectSearch = search.redirect ? { redirect: search.redirect } : {};
  return (
    <RegistrationForm
      values={draft}
      onChange={(next) => {
        setDraft(next);
        // A field's error goes once the customer changes that field.
        setErrors((current) => {
          const kept = { ...current };
          for (const key of Object.keys(next) as (keyof RegistrationDraft)[]) {
            if (next[key] !== draft[key]) delete kept[key];
          }
          return kept;
        });
      }}
      onSubmit={() => void submit()}
      errors={errors}
      withEmail={withEmail}
      sending={sending}
      onSignIn={
        alreadyRegistered
          ? () => void navigate({ to: '/auth', search: { phone: alreadyRegistered, ...redirectSearch } })
          : undefined
      }
      agreementLink={<a href="/user-agreement">{messages.agreementInLabel}</a>}
      footer={
        alreadyRegistered ? null : (
          <p className={styles.footer}>
            {messages.haveAccount}{' '}
            <Link to="/auth" search={redirectSearch}>
              {messages.toSignIn}
            </Link>
          </p>
        )
      }
    />
  );
}
