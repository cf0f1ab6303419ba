import { useRouter } from '@tanstack/react-router';
import { useBrand } from '@cx/brand-contract';
import { BottomBarButton, CartIcon, EmptyState, FormAlert, OfflineNotice, Page, Stack } from '@cx/shared-ui';
import { useOnlineStatus } from '@cx/shared-pwa';
import { amountToFreeDelivery, previewFigures, useCart, useCartActions } from '@cx/shop-data-access';
import { OrderSummary, shopUiMessages } from '@cx/shop-ui';
import { formatXp } from '@cx/shared-util-format';
import { useXpBalance } from '@cx/bonuses-data-access';
import { CartClear } from './cart-clear';
import { CartComment } from './cart-comment';
import { CartLines } from './cart-lines';
import { CartPromoSection } from './cart-promo-section';
import { ButtonLink } from './links';
import { messages } from './messages';
import { usePendingPromo } from './use-pending-promo';
import { useCartPricing } from './use-cart-pricing';
import styles from './shop.module.css';
import { useAppContext } from '@cx/shared-routing';

const m = messages.cart;
const XP_SHORT_ID = 'cart-xp-short';

/** A refusal the server gave for the whole cart (e.g. an item no longer sold), in its words. */
const quoteErrorMessage = (error: unknown): string | null => {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  return typeof body?.message === 'string' ? body.message : null;
};

const INSUFFICIENT_XP = 'insufficient_xp';

/**
 * The cart's XP shortfall in words ("бракує 900 XP"), or null when the server's quote finds the XP
 * enough; the server's own words until the balance is known.
 */
function useXpShortfall(quote: { problems: readonly { code: string; message: string }[]; xp_total: number } | null): string | null {
  const brand = useBrand();
  const { api } = useAppContext();
  const short = quote?.problems.find((problem) => problem.code === INSUFFICIENT_XP);
  const { balance } = useXpBalance(api, brand.productKey, { enabled: short !== undefined });
  if (!quote || !short) return null;
  return balance === undefined || balance >= quote.xp_total ? short.message : m.xpShort(formatXp(quote.xp_total - balance));
}

function noteOf(bonusOnly: boolean, total: number, threshold: number): string | undefined {
  if (bonusOnly) return undefined;
  const missing = amountToFreeDelivery(total, threshold);
  return missing > 0 ? shopUiMessages.toFreeDelivery(missing) : shopUiMessages.freeDelivery;
}

/** /shop/cart: lines, counts (never below 1), promo codes, comment, totals and clearing. */
export function CartScreen() {
  const brand = useBrand();
  const router = useRouter();
  const cart = useCart();
  const actions = useCartActions();
  const { context, summary, quoteQuery, quote } = useCartPricing(cart);
  const xpShort = useXpShortfall(quote);
  const pendingPromo = usePendingPromo();
  const online = useOnlineStatus();

  if (cart.lines.length === 0) {
    return (
      <Page as="main" title={m.title}>
        <EmptyState
          icon={<CartIcon size={40} />}
          title={m.empty}
          text={m.emptyText}
          action={<ButtonLink to="/shop">{m.toCatalogue}</ButtonLink>}
        />
      </Page>
    );
  }

  return (
    <Page
      as="main"
      title={m.title}
      bottomBar={
        <BottomBarButton
          onClick={() => void router.navigate({ href: '/shop/delivery' })}
          data-testid="cart-checkout"
          // XP short for the bonus items: the order could not go through, so the button waits, described by the reason.
          disabled={xpShort !== null}
          aria-describedby={xpShort !== null ? XP_SHORT_ID : undefined}
        >
          {m.checkout}
        </BottomBarButton>
      }
    >
      <Stack gap={5}>
        {/* The cart works offline (it lives on the device); the order does not: said before the
            customer goes on to fill in the delivery. */}
        <OfflineNotice online={online}>{m.offline}</OfflineNotice>
        <p className={styles.muted} data-testid="cart-count">
          {m.count(summary.itemCount)}
        </p>
        <CartLines lines={cart.lines} flaggedLines={summary.zeroPriceLines} />

        <CartPromoSection
          context={context}
          promoChecks={summary.promoChecks}
          previewDiscount={summary.discount}
          quote={quote}
          pendingPromo={pendingPromo}
        />

        <CartComment value={cart.comment} onChange={actions.setComment} />

        {quote?.problems.map((problem) => (
          <div key={problem.code} data-testid="cart-problem" id={problem.code === INSUFFICIENT_XP ? XP_SHORT_ID : undefined}>
            <FormAlert>{problem.code === INSUFFICIENT_XP && xpShort ? xpShort : problem.message}</FormAlert>
          </div>
        ))}
        {quoteQuery.isError && quoteErrorMessage(quoteQuery.error) ? (
          <div data-testid="cart-problem">
            <FormAlert>{quoteErrorMessage(quoteQuery.error)}</FormAlert>
          </div>
        ) : null}
        <OrderSummary
          figures={quote ?? previewFigures(cart, summary)}
          testIdPrefix="cart"
          note={noteOf(quote?.bonus_only ?? summary.onlyBonusItems, quote?.total ?? summary.total, brand.freeDeliveryThreshold)}
        />

        <CartClear onClear={actions.clear} />
      </Stack>
    </Page>
  );
}
