import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { subscriptionQueryOptions, type Subscription } from '@cx/subscription-data-access';
import { PageSkeleton } from '@cx/content-ui';
import { Badge, Card, List, ListItem, PageSection, Stack } from '@cx/shared-ui';
import { messages } from './messages';
import styles from './subscription.module.css';
import { BoundaryScreen, useAppContext } from '@cx/shared-routing';

/** /subscription: the customer's subscription and the way to its pages. */
export function SubscriptionScreen() {
  return (
    <BoundaryScreen
      title={messages.title}
      fallback={<PageSkeleton />}
      errorTitle={messages.loadError}
      content={<SubscriptionLoaded />}
    >
      <PageSection title={messages.more}>
        <List>
          <ListItem title={messages.about} renderLink={(props) => <Link to="/subscription/about" {...props} />} />
          <ListItem
            title={messages.toCatalogue}
            subtitle={messages.toCatalogueHint}
            renderLink={(props) => <Link to="/shop" {...props} />}
          />
          <ListItem title={messages.faq} renderLink={(props) => <Link to="/subscription/faq" {...props} />} />
          <ListItem title={messages.history} renderLink={(props) => <Link to="/subscription/history" {...props} />} />
        </List>
      </PageSection>
    </BoundaryScreen>
  );
}

function SubscriptionLoaded() {
  const { api, product } = useAppContext();
  const { data } = useSuspenseQuery(subscriptionQueryOptions(api, product));
  return <SubscriptionView subscription={data} />;
}

const TONE = { none: 'neutral', active: 'success', paused: 'accent', cancelled: 'danger' } as const;

export function SubscriptionView({ subscription }: { subscription: Subscription }) {
  const { status, plan } = subscription;
  return (
    <Card as="section" aria-labelledby="subscription-status">
      <Stack gap={2}>
        <h2 id="subscription-status" className={styles.heading}>
          {messages.statusLabel}: <Badge tone={TONE[status]}>{messages.status[status]}</Badge>
        </h2>
        {status === 'none' || !plan ? (
          <p className={styles.muted}>{messages.noneText}</p>
        ) : (
          <>
            <p className={styles.plan}>{plan.title}</p>
            <p>{messages.price(plan.price, plan.period_days)}</p>
            {subscription.started_at ? <p className={styles.muted}>{messages.since(subscription.started_at)}</p> : null}
            {subscription.next_delivery_at && status === 'active' ? (
              <p>{messages.nextDelivery(subscription.next_delivery_at)}</p>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
