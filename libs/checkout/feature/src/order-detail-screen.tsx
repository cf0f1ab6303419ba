import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useBrand } from '@cx/brand-contract';
import { ordersQueryOptions } from '@cx/checkout-data-access';
import { canWriteQueryOptions } from '@cx/feedback-data-access';
import { AppLink, ScreenBoundary, useAppContext } from '@cx/shared-routing';
import { List, ListItem, Page, PageSection, Skeleton, SkeletonGroup, Stack, StarIcon } from '@cx/shared-ui';
import { OrderSummary, type OrderSummaryFigures } from '@cx/shop-ui';
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
  /** The server's figures the order was placed with; null for an order kept without them. */
  quote: OrderSummaryFigures | null;
}

function OrderDetailData({ id, shopifyId }: { id: number; shopifyId: number }) {
  const brand = useBrand();
  const { api } = useAppContext();
  const { data } = useSuspenseQuery(ordersQueryOptions(api, brand.productKey, shopifyId));
  // Only whether to offer feedback: a failed or slow check hides the entry, never the order.
  const canWrite = useQuery({ ...canWriteQueryOptions({ api, product: brand.productKey, shopifyId }), retry: false });
  return (
    <OrderDetailView
      order={data.list.find((item) => item.id === id)}
      canFeedback={Boolean(canWrite.data?.canFeedback && canWrite.data.orderIds.includes(id))}
    />
  );
}

/** Placeholders while get-orders has not answered. */
function OrderDetailSkeleton() {
  return (
    <Page as="main" title={m.fallbackTitle}>
      <SkeletonGroup label={m.loading}>
        <Skeleton variant="text" lines={6} />
      </SkeletonGroup>
    </Page>
  );
}

/**
 * /history-order/{orderId}: one order of the history — its lines, payment and delivery status,
 * where it goes and how it is paid, and the way to feedback when the server allows it (spec §6).
 */
export function OrderDetailScreen() {
  const { orderId } = route.useParams();
  const { session } = useAppContext();
  const shopifyId = session.getCustomerIds()?.shopifyId ?? 0;
  // Signed out (the guard redirects) there is nothing to ask: the placeholders stay.
  return (
    <ScreenBoundary fallback={<OrderDetailSkeleton />} errorTitle={m.loadError} headingLevel={1}>
      {shopifyId > 0 ? <OrderDetailData key={orderId} id={Number(orderId)} shopifyId={shopifyId} /> : <OrderDetailSkeleton />}
    </ScreenBoundary>
  );
}

export interface OrderDetailViewProps {
  /** Undefined when the order is not in the customer's history. */
  order: OrderDetail | undefined;
  canFeedback: boolean;
}

/** The order's page, driven by props. */
export function OrderDetailView({ order, canFeedback }: OrderDetailViewProps) {
  if (!order) {
    return (
      <Page as="main" title={m.fallbackTitle}>
        <Stack gap={2}>
          <p>{m.notFound}</p>
          <AppLink to="/history-order">{m.toHistory}</AppLink>
        </Stack>
      </Page>
    );
  }
  const address = order.shipping_address;
  return (
    <Page as="main" title={m.title(order.name)}>
      <OrderDetailStatus order={order} />
      {order.quote ? (
        <PageSection title={m.lines}>
          <OrderSummary figures={order.quote} showLines placed testIdPrefix="order" />
        </PageSection>
      ) : (
        <OrderDetailLines order={order} />
      )}
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
