import { lazy, Suspense, useState } from 'react';
import * as v from 'valibot';
import { getRouteApi, Link, useNavigate } from '@cx/shared-routing';
import { PhoneSchema, type CodeSent } from '@cx/auth-data-access';
import { failureMessage } from './failure-message';
import { messages } from './messages';
import { PhoneStep } from './phone-step';
import { useAuthServices } from './use-auth-services';
import { useCompleteSignIn } from './use-complete-sign-in';
import styles from './auth.module.css';

const route = getRouteApi('/_default/auth');

// The code step is not part of the first screen: its chunk is fetched while the code is asked for.
const loadCodeEntry = () => import('./code-entry');
const CodeEntry = lazy(() => loadCodeEntry().then((module) => ({ default: module.CodeEntry })));

/** /auth: phone, then the SMS code (test phones sign in at once). */
export function AuthScreen() {
  const { auth, session } = useAuthServices();
  const search = route.useSearch();
  const navigate = useNavigate();
  const complete = useCompleteSignIn(search.redirect);

  const [phoneInput, setPhoneInput] = useState(search.phone ? `+${search.phone}` : '');
  const [phoneError, setPhoneError] = useState<string>();
  const [notRegistered, setNotRegistered] = useState<string>();
  const [sending, setSending] = useState(false);
  const [codeFor, setCodeFor] = useState<{ phone: string; sent: CodeSent & { at: number } }>();

  const submitPhone = async () => {
    const parsed = v.safeParse(PhoneSchema, phoneInput);
    if (!parsed.success) {
      setPhoneError(parsed.issues[0].message);
      return;
    }
    const phone = parsed.output;
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
      await complete(phone, result.value.session);
      return;
    }
    setSending(false);
    setCodeFor({ phone, sent: { ...result.value, at: Date.now() } });
  };

  const toRegistration = (phone?: string) =>
    void navigate({ to: '/registration', search: { ...(phone ? { phone } : {}), ...(search.redirect ? { redirect: search.redirect } : {}) } });

  if (codeFor) {
    return (
      <Suspense fallback={null}>
        <CodeEntry
          phone={codeFor.phone}
          sent={codeFor.sent}
          resendCode={auth.sendLoginCode}
          confirmCode={auth.confirmLoginCode}
          onSignedIn={(session) => complete(codeFor.phone, session)}
          onChangePhone={() => setCodeFor(undefined)}
        />
      </Suspense>
    );
  }

  return (
    <PhoneStep
      phone={phoneInput}
      onPhoneChange={(value) => {
        setPhoneInput(value);
        setPhoneError(undefined);
        setNotRegistered(undefined);
      }}
      onSubmit={() => void submitPhone()}
      sending={sending}
      error={phoneError}
      notice={session.logoutNotice() === 'ended' ? messages.sessionEnded : undefined}
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
