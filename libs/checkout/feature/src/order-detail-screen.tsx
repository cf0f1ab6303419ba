import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useBrand } from '@cx/brand-contract';
import { ordersQueryOptions } from '@cx/checkout-data-access';
import { canWriteQueryOptions } from '@cx/feedback-data-access';
import { AppLink } from '@cx/shared-routing';
import { Button, List, ListItem, Page, PageSection, Skeleton, SkeletonGroup, Stack, StarIcon } from '@cx/shared-ui';
import { useCheckoutContext } from './checkout-context';
import { orderDetailMessages as m } from './order-detail-messages';
import { OrderDetailLines, OrderDetailStatus } from './order-detail-sections';

const route = getRouteApi('/_account/history-order/$orderId');

/** What this page shows of an order (get-orders answers it). */
export interface OrderDetail {
  id: number;
  name: string;
  created_at: string;
  financial_status: string;
  fulfillment_status: string | null;
  total_price: number;
  line_items: readonly { variant_id: number; title: string; quantity: number; price: number }[];
  shipping_address: { first_name: string; last_name: string; address1: string; city: string; phone: string } | null;
  shipping_lines: readonly { title: string; price: number }[];
  payment_gateway_names: readonly string[];
}

/**
 * /history-order/{orderId}: one order of the history — its lines, payment and delivery status,
 * where it goes and how it is paid, and the way to feedback when the server allows it (spec §6).
 */
export function OrderDetailScreen() {
  const { orderId } = route.useParams();
  const brand = useBrand();
  const { api, session } = useCheckoutContext();
  const shopifyId = session.getCustomerIds()?.shopifyId ?? 0;
  const orders = useQuery({ ...ordersQueryOptions(api, brand.productKey, shopifyId), enabled: shopifyId > 0 });
  const canWrite = useQuery({
    ...canWriteQueryOptions({ api, product: brand.productKey, shopifyId }),
    enabled: shopifyId > 0,
    // No feedback entry is the answer to a failed check; the order itself still shows.
    retry: false,
  });
  const id = Number(orderId);
  const order = orders.data?.list.find((item) => item.id === id);
  return (
    <OrderDetailView
      order={order}
      loading={orders.isPending}
      failed={orders.isError}
      onRetry={() => void orders.refetch()}
      canFeedback={Boolean(canWrite.data?.canFeedback && canWrite.data.orderIds.includes(id))}
    />
  );
}

export interface OrderDetailViewProps {
  order: OrderDetail | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  canFeedback: boolean;
}

/** The order's page, driven by props. */
export function OrderDetailView({ order, loading, failed, onRetry, canFeedback }: OrderDetailViewProps) {
  if (loading) {
    return (
      <Page as="main" title={m.fallbackTitle}>
        <SkeletonGroup label={m.loading}>
          <Skeleton variant="text" lines={6} />
        </SkeletonGroup>
      </Page>
    );
  }
  if (failed || !order) {
    return (
      <Page as="main" title={m.fallbackTitle}>
        <Stack gap={2}>
          <p role={failed ? 'alert' : undefined}>{failed ? m.loadError : m.notFound}</p>
          {failed ? <Button onClick={onRetry}>{m.retry}</Button> : <AppLink to="/history-order">{m.toHistory}</AppLink>}
        </Stack>
      </Page>
    );
  }
  const address = order.shipping_address;
  return (
    <Page as="main" title={m.title(order.name)}>
      <OrderDetailStatus order={order} />
      <OrderDetailLines order={order} />
      {address ? (
        <PageSection title={m.delivery}>
          <p>
            {address.first_name} {address.last_name}
            <br />
            {address.city}, {address.address1}
          </p>
        </PageSection>
      ) : null}
      <PageSection title={m.payment}>
        <p>{order.payment_gateway_names.map((name) => m.gateways[name] ?? name).join(', ')}</p>
      </PageSection>
      {canFeedback ? (
        <List>
          <ListItem
            title={m.feedback}
            subtitle={m.feedbackHint}
            leading={<StarIcon />}
            renderLink={(props) => <AppLink to="/feedback" {...props} />}
          />
        </List>
      ) : null}
    </Page>
  );
}
