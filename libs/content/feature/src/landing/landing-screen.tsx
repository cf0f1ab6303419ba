import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, rootRouteId, useRouteContext } from '@tanstack/react-router';
import { PAGE_IDS, pageQueryOptions, type ContentPage } from '@cx/content-data-access';
import { HtmlContent, PageSkeleton } from '@cx/content-ui';
import { Stack } from '@cx/shared-ui';
import { messages } from '../messages';
import styles from './landing.module.css';
import { ScreenBoundary, useAppContext, useDocumentTitle, useInternalLink } from '@cx/shared-routing';

/** /landing (landing layout, o'go's): the brand's welcome page for visitors and customers. */
export function LandingScreen() {
  const signedIn = useRouteContext({ from: rootRouteId, select: (context) => context.session.isSignedIn() });
  return (
    <main className={styles.landing}>
      <ScreenBoundary fallback={<PageSkeleton />} headingLevel={1}>
        <LandingContent />
      </ScreenBoundary>
      <Stack gap={3} className={styles.actions}>
        {signedIn ? (
          <Link to="/" className={styles.primary}>
            {messages.landing.toHome}
          </Link>
        ) : (
          <>
            <Link to="/auth" className={styles.primary}>
              {messages.landing.signIn}
            </Link>
            <Link to="/registration" className={styles.secondary}>
              {messages.landing.register}
            </Link>
          </>
        )}
      </Stack>
    </main>
  );
}

function LandingContent() {
  const { api, product } = useAppContext();
  const { data } = useSuspenseQuery(pageQueryOptions(api, product, PAGE_IDS.landing));
  return <LandingView page={data} onInternalLink={useInternalLink()} />;
}

export function LandingView({ page, onInternalLink }: { page: ContentPage; onInternalLink?: (path: string) => void }) {
  useDocumentTitle(page.title);
  return (
    <section className={styles.hero} aria-labelledby="landing-title">
      <h1 id="landing-title" className={styles.title}>
        {page.title}
      </h1>
      <HtmlContent className={styles.body} sanitizedHtml={page.html} onInternalLink={onInternalLink} />
    </section>
  );
}
