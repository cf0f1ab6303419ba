import { lazy, Suspense, useState } from 'react';
import { getRouteApi, Link, useNavigate, useRouter } from '@cx/shared-routing';
import type { AuthApi, CodeSent } from '@cx/auth-data-access';
import { failureMessage } from './failure-message';
import { messages } from './messages';
import { PhoneStep } from './phone-step';
import { useCompleteSignIn } from './use-complete-sign-in';
import { loadSignInSubmit, useLazyAuth } from './use-lazy-auth';
import styles from './auth.module.css';

const route = getRouteApi('/_default/auth');

/** Why a forced logout brought the customer here. */
const logoutNotices: Record<string, string | undefined> = { ended: messages.sessionEnded, 'storage-lost': messages.storageLost };

// The code step is not part of the first screen: its chunk is fetched while the code is asked for.
const loadCodeEntry = () => import('./code-entry');
const CodeEntry = lazy(() => loadCodeEntry().then((module) => ({ default: module.CodeEntry })));

/**
 * /auth: phone, then the SMS code (test phones sign in at once). The phone's validation (valibot)
 * and the auth calls come with the first submit (useLazyAuth), not with the screen.
 */
export function AuthScreen() {
  const { session } = useRouter().options.context;
  const loadAuth = useLazyAuth();
  const search = route.useSearch();
  const navigate = useNavigate();
  const complete = useCompleteSignIn(search.redirect);

  const [phoneInput, setPhoneInput] = useState(search.phone ? `+${search.phone}` : '');
  const [phoneError, setPhoneError] = useState<string>();
  const [notRegistered, setNotRegistered] = useState<string>();
  const [sending, setSending] = useState(false);
  const [codeFor, setCodeFor] = useState<{ phone: string; sent: CodeSent & { at: number }; auth: AuthApi }>();

  const submitPhone = async () => {
    let submit: Awaited<ReturnType<typeof loadSignInSubmit>>;
    let auth: AuthApi;
    try {
      [submit, auth] = await Promise.all([loadSignInSubmit(), loadAuth()]);
    } catch {
      // The chunk could not be fetched (offline, or a deployment replaced it): like a failed call.
      setPhoneError(failureMessage({ kind: 'network' }));
      return;
    }
    const parsed = submit.parsePhone(phoneInput);
    if (!parsed.ok) {
      setPhoneError(parsed.message);
      return;
    }
    const { phone } = parsed;
    void loadCodeEntry().catch(() => undefined);
    setSending(true);
    setPhoneError(undefined);
    setNotRegistered(undefined);
    const result = await auth.startSignIn(phone);
    if (!result.ok) {
      setSending(false);
      setPhoneError(failureMessage(result.failure));
      if (result.failure.kind === 'not-registered') setNotRegistered(phone);
      return;
    }
    if (result.value.kind === 'signed-in') {
      await complete(phone, result.value.session, auth);
      return;
    }
    setSending(false);
    setCodeFor({ phone, sent: { ...result.value, at: Date.now() }, auth });
  };

  const toRegistration = (phone?: string) =>
    void navigate({ to: '/registration', search: { ...(phone ? { phone } : {}), ...(search.redirect ? { redirect: search.redirect } : {}) } });

  if (codeFor) {
    return (
      <Suspense fallback={null}>
        <CodeEntry
          phone={codeFor.phone}
          sent={codeFor.sent}
          resendCode={codeFor.auth.sendLoginCode}
          confirmCode={codeFor.auth.confirmLoginCode}
          onSignedIn={(signedIn) => complete(codeFor.phone, signedIn, codeFor.auth)}
          onChangePhone={() => setCodeFor(undefined)}
        />
      </Suspense>
    );
  }

  return (
    <PhoneStep
      phone={phoneInput}
      onPhoneChange={(value) => {
        // Typing a phone announces the submit: its code is fetched meanwhile.
        void loadSignInSubmit().catch(() => undefined);
        setPhoneInput(value);
        setPhoneError(undefined);
        setNotRegistered(undefined);
      }}
      onSubmit={() => void submitPhone()}
      sending={sending}
      error={phoneError}
      notice={logoutNotices[session.logoutNotice() ?? 'none']}
      onRegister={notRegistered ? () => toRegistration(notRegistered) : undefined}
      footer={
        <div className={styles.footer}>
          {notRegistered ? null : (
            <p>
              {messages.noAccount}{' '}
              <Link to="/registration" search={search.redirect ? { redirect: search.redirect } : {}}>
                {messages.register}
              </Link>
            </p>
          )}
          {/* A full page load: the agreement is another area's page, public like this one. */}
          <a href="/user-agreement">{messages.agreement}</a>
        </div>
      }
    />
  );
}
