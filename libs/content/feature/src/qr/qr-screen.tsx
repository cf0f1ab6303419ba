import { Link, rootRouteId, useRouteContext } from '@tanstack/react-router';
import { Page, QrIcon, Stack } from '@cx/shared-ui';
import { messages } from '../messages';
import styles from './qr.module.css';
import { AppLink, useDocumentTitle } from '@cx/shared-routing';

/**
 * /qr — where the QR codes on packs and in the stores lead (spec §2 shows no guard): signed-in
 * customers go on to scanning, visitors sign in first and come back to it.
 */
export function QrScreen() {
  useDocumentTitle(messages.qr.title);
  const signedIn = useRouteContext({ from: rootRouteId, select: (context) => context.session.isSignedIn() });
  return <QrView signedIn={signedIn} />;
}

export function QrView({ signedIn }: { signedIn: boolean }) {
  return (
    <Page as="main">
      <Stack gap={4} align="center" className={styles.qr}>
        <span className={styles.icon} aria-hidden="true">
          <QrIcon size={48} />
        </span>
        <h1 className={styles.title}>{messages.qr.title}</h1>
        <p className={styles.text}>{messages.qr.text}</p>
        <Stack gap={3} className={styles.actions}>
          {signedIn ? (
            <>
              <AppLink to="/scanning" className={styles.primary}>
                {messages.qr.scan}
              </AppLink>
              <Link to="/" className={styles.secondary}>
                {messages.qr.toHome}
              </Link>
            </>
          ) : (
            <Link to="/auth" search={{ redirect: '/scanning' }} className={styles.primary}>
              {messages.qr.signIn}
            </Link>
          )}
        </Stack>
      </Stack>
    </Page>
  );
}
