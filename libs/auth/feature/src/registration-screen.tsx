import { getRouteApi, Link, useNavigate } from '@cx/shared-routing';
import { CodeEntry } from './code-entry';
import { messages } from './messages';
import { RegistrationForm } from './registration-form';
import { useAuthServices } from './use-auth-services';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useRegistration } from './use-registration';
import styles from './auth.module.css';

const route = getRouteApi('/_default/registration');

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

  const { draft, change, errors, alreadyRegistered, sending, submit, codeFor, setCodeFor } = useRegistration({
    auth,
    withEmail,
    phone: search.phone,
    referral: search.ref,
  });

  if (codeFor) {
    return (
      <CodeEntry
        title={messages.confirmPhoneTitle}
        phone={codeFor.phone}
        sent={codeFor.sent}
        resendCode={auth.sendRegistrationCode}
        confirmCode={(_phone, code) => auth.confirmRegistrationCode(codeFor.input, code)}
        onSignedIn={(session) => complete(codeFor.phone, session, auth)}
        onChangePhone={() => setCodeFor(undefined)}
      />
    );
  }

  const redirectSearch = search.redirect ? { redirect: search.redirect } : {};
  return (
    <RegistrationForm
      values={draft}
      onChange={change}
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
