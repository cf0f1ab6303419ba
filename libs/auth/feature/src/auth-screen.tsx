import { lazy, Suspense } from 'react';
import { getRouteApi, Link, useNavigate, useRouter } from '@cx/shared-routing';
import { signInMessages as messages } from './sign-in-messages';
import { PhoneStep } from './phone-step';
import { loadCodeEntry, usePhoneSignIn } from './use-phone-sign-in';
import styles from './auth.module.css';

const route = getRouteApi('/_default/auth');

/** Why a forced logout brought the customer here. */
const logoutNotices: Record<string, string | undefined> = { ended: messages.sessionEnded, 'storage-lost': messages.storageLost };

const CodeEntry = lazy(() => loadCodeEntry().then((module) => ({ default: module.CodeEntry })));

/**
 * /auth: phone, then the SMS code (test phones sign in at once). The phone's validation (valibot)
 * and the auth calls come with the first submit (useLazyAuth), not with the screen.
 */
export function AuthScreen() {
  const { session } = useRouter().options.context;
  const search = route.useSearch();
  const navigate = useNavigate();
  const { phoneInput, changePhone, phoneError, notRegistered, notRegisteredAfterCode, sending, submitPhone, codeFor, setCodeFor, complete } = usePhoneSignIn(
    search.phone ? `+${search.phone}` : '',
    search.redirect,
  );

  const toRegistration = (phone?: string) =>
    void navigate({ to: '/registration', search: { ...(phone ? { phone } : {}), ...(search.redirect ? { redirect: search.redirect } : {}) } });

  if (codeFor) {
    return (
      <Suspense fallback={null}>
        <CodeEntry
          phone={codeFor.phone}
          sent={codeFor.sent}
          resendCode={codeFor.auth.sendLoginCode}
          confirmCode={async (phone, code) => {
            const result = await codeFor.auth.confirmLoginCode(phone, code);
            if (!result.ok && result.failure.kind === 'not-registered') await notRegisteredAfterCode(phone, result.failure);
            return result;
          }}
          onSignedIn={(signedIn) => complete(codeFor.phone, signedIn, codeFor.auth)}
          onChangePhone={() => setCodeFor(undefined)}
        />
      </Suspense>
    );
  }

  return (
    <PhoneStep
      phone={phoneInput}
      onPhoneChange={changePhone}
      onSubmit={() => void submitPhone()}
      sending={sending}
      error={phoneError}
      notice={logoutNotices[session.logoutNotice() ?? 'none']}
      onRegister={notRegistered ? () => toRegistration(notRegistered) : undefined}
      footer={<AuthFooter withRegistration={!notRegistered} redirect={search.redirect} />}
    />
  );
}

/** Under the phone form: the way to registration (unless the form offers it already) and the user agreement. */
function AuthFooter({ withRegistration, redirect }: { withRegistration: boolean; redirect: string | undefined }) {
  return (
    <div className={styles.footer}>
      {withRegistration ? (
        <p>
          {messages.noAccount}{' '}
          <Link to="/registration" search={redirect ? { redirect } : {}}>
            {messages.register}
          </Link>
        </p>
      ) : null}
      {/* A full page load: the agreement is another area's page, public like this one. */}
      <a href="/user-agreement">{messages.agreement}</a>
    </div>
  );
}
