import { useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import {
  exchangeProductQueryOptions,
  exchangeRefusalOf,
  useExchangeProduct,
  useXpBalance,
  type ExchangeProduct,
  type ExchangeRefusal,
} from '@cx/bonuses-data-access';
import { sanitizeHtml } from '@cx/content-data-access';
import { HtmlContent, PageSkeleton } from '@cx/content-ui';
import { BottomBarButton, Button, Dialog, OfflineNotice, Page, Stack } from '@cx/shared-ui';
import { useOnlineStatus } from '@cx/shared-pwa';
import { formatXp } from '@cx/shared-util-format';
import { ExchangeQuantity } from './exchange-quantity';
import { messages } from './messages';
import styles from './bonuses.module.css';
import { AppLink, ScreenBoundary, useAppContext, useDocumentTitle } from '@cx/shared-routing';

/** The contract allows 1–10 per exchange. */
const MAX_QUANTITY = 10;

export type ExchangeStatus =
  | { kind: 'idle' }
  | { kind: 'done'; balance: number }
  | { kind: 'refused'; refusal: ExchangeRefusal };

const EXCHANGE_OFFLINE_ID = 'exchange-offline';

export interface ExchangeProductViewProps {
  product: ExchangeProduct;
  /** Sanitized description (null while it is being sanitized). */
  descriptionHtml: string | null;
  balance: number | undefined;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  onExchange: () => void;
  busy?: boolean;
  status?: ExchangeStatus;
  /** Offline XP cannot be spent: the button says why before the customer taps it. */
  online?: boolean;
}

/** One exchange product: picture, price in XP, quantity and the exchange button. */
export function ExchangeProductView({
  product,
  descriptionHtml,
  balance,
  quantity,
  onQuantityChange,
  onExchange,
  busy = false,
  status = { kind: 'idle' },
  online = true,
}: ExchangeProductViewProps) {
  const total = product.price_xp * quantity;
  const maxQuantity = Math.max(1, Math.min(MAX_QUANTITY, product.stock));
  const missing = balance === undefined ? 0 : Math.max(0, total - balance);
  const canExchange = product.active && product.stock > 0 && missing === 0 && balance !== undefined;
  return (
    <Page
      as="main"
      title={product.title}
      bottomBar={
        product.active ? (
          <BottomBarButton
            onClick={onExchange}
            loading={busy}
            disabled={!canExchange || !online}
            aria-describedby={online ? undefined : EXCHANGE_OFFLINE_ID}
          >
            {`${messages.product.exchange} · ${formatXp(total)}`}
          </BottomBarButton>
        ) : undefined
      }
    >
      <OfflineNotice online={online} id={EXCHANGE_OFFLINE_ID}>
        {messages.product.offline}
      </OfflineNotice>
      {product.image ? <img className={styles.detailImage} src={product.image} alt="" /> : null}
      <Stack gap={2}>
        <span className={styles.muted}>{messages.product.price}</span>
        <span className={styles.price} data-testid="exchange-price">
          {formatXp(product.price_xp)}
        </span>
        <span className={styles.muted}>{messages.exchange.stock(product.stock)}</span>
      </Stack>
      {descriptionHtml ? <HtmlContent sanitizedHtml={descriptionHtml} /> : null}
      {!product.active ? (
        <p className={styles.status} role="status">
          {messages.product.inactive}
        </p>
      ) : product.stock === 0 ? (
        <p className={styles.status} role="status">
          {messages.product.outOfStock}
        </p>
      ) : (
        <ExchangeQuantity quantity={quantity} maxQuantity={maxQuantity} onQuantityChange={onQuantityChange} missing={missing} />
      )}
      {status.kind === 'done' ? (
        <p className={styles.status} role="status">
          {messages.product.success(product.title, formatXp(status.balance))}
        </p>
      ) : null}
      {status.kind === 'refused' ? (
        <p className={`${styles.status} ${styles.statusError}`} role="alert">
          {messages.product.refusals[status.refusal]}
        </p>
      ) : null}
      <AppLink to="/exchange">{messages.product.toList}</AppLink>
    </Page>
  );
}

function ExchangeProductData({ id }: { id: number }) {
  const { api, product: productKey } = useAppContext();
  const { data: product } = useSuspenseQuery(exchangeProductQueryOptions(api, productKey, id));
  // Not a suspense read: the sanitized description is derived and fills in after the product.
  const description = useQuery({
    queryKey: ['bonuses', productKey, 'exchange', 'description', id, product.description_html],
    queryFn: () => sanitizeHtml(product.description_html),
    staleTime: Infinity,
    // Made from the saved product on the device itself: not saved twice.
    meta: { persist: false },
  });
  const { balance } = useXpBalance(api, productKey);
  const exchange = useExchangeProduct(api, productKey);
  const online = useOnlineStatus();
  const [quantity, setQuantity] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<ExchangeStatus>({ kind: 'idle' });
  useDocumentTitle(product.title);

  const confirm = () => {
    setConfirming(false);
    exchange.mutate(
      { productId: product.id, quantity },
      {
        onSuccess: (result) => setStatus({ kind: 'done', balance: result.balance }),
        onError: (error) => setStatus({ kind: 'refused', refusal: exchangeRefusalOf(error) }),
      },
    );
  };

  return (
    <>
      <ExchangeProductView
        product={product}
        descriptionHtml={description.data ?? null}
        balance={balance}
        quantity={quantity}
        onQuantityChange={(next) => {
          setQuantity(next);
          setStatus({ kind: 'idle' });
        }}
        onExchange={() => setConfirming(true)}
        busy={exchange.isPending}
        status={status}
        online={online}
      />
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={messages.product.confirmTitle}
        description={messages.product.confirmText(product.title, formatXp(product.price_xp * quantity))}
        footer={
          <>
            <Button onClick={confirm}>{messages.product.confirm}</Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {messages.product.cancel}
            </Button>
          </>
        }
      />
    </>
  );
}

/** /exchange/product/active/$id and /exchange/product/inactive/$id (the loader checks both). */
export function ExchangeProductScreen() {
  // Both routes parse `$id` into a positive whole number (anything else is their 404 page).
  const id = useParams({ strict: false, select: (params) => params.id ?? 0 });
  return (
    <ScreenBoundary fallback={<Page as="main"><PageSkeleton image /></Page>} errorTitle={messages.product.loadError} headingLevel={1}>
      <ExchangeProductData key={id} id={id} />
    </ScreenBoundary>
  );
}
