import { useId, useState } from 'react';
import { Link, useRouter, useSearch } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { findShopList, useBrand } from '@cx/brand-contract';
import { Button, CartIcon, EmptyState, FormAlert, Page, PageSection, BottomBar, Stack } from '@cx/shared-ui';
import { toast } from '@cx/shell-data-access';
import {
  amountToFreeDelivery,
  cartQuoteQueryOptions,
  customerOrdersCountQueryOptions,
  previewFigures,
  quoteRequestOf,
  forgetPendingPromo,
  promoContextOf,
  promoFromLink,
  rememberPendingPromo,
  summarizeCart,
  useCart,
  useCartActions,
  useUsedPromoCodes,
  type CartQuote,
  type PromoCheck,
} from '@cx/shop-data-access';
import { CartLineItem, CartLineList, OrderSummary, PromoCodeForm, shopUiMessages, type AppliedPromoCode } from '@cx/shop-ui';
import { ButtonLink } from './links';
import { messages } from './messages';
import { useShopContext } from './shop-context';
import styles from './shop.module.css';

const m = messages.cart;

/** The code's note: the server's verdict once it has priced the cart, the instant preview before. */
function promoNote(check: PromoCheck, discount: number, quote: CartQuote | null): AppliedPromoCode {
  const server = quote?.promo_codes.find((promo) => promo.code === check.code);
  if (server && !server.ok) return { code: check.code, active: false, note: server.error?.message ?? m.promo.inactive };
  if (!check.ok) return { code: check.code, active: false, note: m.promo.refused[check.reason] };
  return { code: check.code, active: true, note: check.kind === 'velo' ? m.promo.veloNote(discount) : m.promo.memberNote };
}

/** A refusal the server gave for the whole cart (e.g. an item no longer sold), in its words. */
const quoteErrorMessage = (error: unknown): string | null => {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  return typeof body?.message === 'string' ? body.message : null;
};

function noteOf(bonusOnly: boolean, total: number, threshold: number): string | undefined {
  if (bonusOnly) return undefined;
  const missing = amountToFreeDelivery(total, threshold);
  return missing > 0 ? shopUiMessages.toFreeDelivery(missing) : shopUiMessages.freeDelivery;
}

/** /shop/cart: lines, counts (never below 1), promo codes, comment, totals and clearing. */
export function CartScreen() {
  const brand = useBrand();
  const router = useRouter();
  const { api, session } = useShopContext();
  const cart = useCart();
  const actions = useCartActions();
  const usedPromoCodes = useUsedPromoCodes();
  const shopifyId = session.getCustomerIds()?.shopifyId ?? null;
  const ordersCount = useQuery({
    ...customerOrdersCountQueryOptions(api, { product: brand.productKey, shopifyId: shopifyId ?? 0 }),
    enabled: shopifyId !== null,
  });
  const context = promoContextOf(ordersCount.data, usedPromoCodes);
  // Until orders_count is known, velo rules still apply; only the member rule has to wait.
  const summary = summarizeCart(cart, context ?? { ordersCount: Number.POSITIVE_INFINITY, usedPromoCodes });
  // The server's figures: what create-order will charge (the preview above is only instant).
  const quoteQuery = useQuery({
    ...cartQuoteQueryOptions(api, brand.productKey, quoteRequestOf(cart)),
    enabled: cart.lines.length > 0,
  });
  const quote = quoteQuery.data && !quoteQuery.isPlaceholderData ? quoteQuery.data : null;
  const [confirmClear, setConfirmClear] = useState(false);
  // A promo link's code waits in the field (kept per brand while the cart is still empty).
  const linkPromo = useSearch({ strict: false, select: (search) => promoFromLink(search.promo) });
  const [pendingPromo] = useState(() => rememberPendingPromo(brand.id, linkPromo));
  const commentId = useId();
  const hintId = useId();

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

  const flagged = new Set(summary.zeroPriceLines.map((line) => `${line.variant_id}:${line.gift}`));

  return (
    <Page
      as="main"
      title={m.title}
      bottomBar={
        <BottomBar>
          <Button fullWidth size="lg" onClick={() => void router.navigate({ href: '/shop/delivery' })} data-testid="cart-checkout">
            {m.checkout}
          </Button>
        </BottomBar>
      }
    >
      <Stack gap={5}>
        <p className={styles.muted} data-testid="cart-count">
          {m.count(summary.itemCount)}
        </p>
        <CartLineList label={m.lines}>
          {cart.lines.map((line) => {
            const list = findShopList(brand, line.collectionId);
            return (
              <CartLineItem
                key={`${line.variant_id}:${line.gift}`}
                line={line}
                flagged={flagged.has(`${line.variant_id}:${line.gift}`)}
                onIncrement={() => actions.increment(line.variant_id)}
                onDecrement={() => actions.decrement(line.variant_id)}
                onRemove={() => actions.remove(line.variant_id, line.gift)}
                renderTitle={(title) =>
                  list ? (
                    <Link to="/shop/$list/$id" params={{ list: list.id, id: line.id }}>
                      {title}
                    </Link>
                  ) : (
                    title
                  )
                }
              />
            );
          })}
        </CartLineList>

        <PageSection title={m.promo.section}>
          <PromoCodeForm
            initialValue={pendingPromo}
            labels={{
              field: m.promo.field,
              apply: m.promo.apply,
              remove: m.promo.remove,
              applied: m.promo.applied,
              inactive: m.promo.inactive,
            }}
            applied={summary.promoChecks.map((check) => promoNote(check, quote?.discounts[0]?.amount ?? summary.discount, quote))}
            onRemove={actions.removePromo}
            onApply={(code) => {
              if (!context) return { ok: false, message: m.promo.unavailable };
              const check = actions.applyPromo(code, context);
              if (!check.ok) return { ok: false, message: m.promo.refused[check.reason] };
              forgetPendingPromo(brand.id);
              return { ok: true, message: check.kind === 'velo' ? m.promo.acceptedVelo : m.promo.acceptedMember };
            }}
          />
        </PageSection>

        <div className={styles.comment}>
          <label htmlFor={commentId}>{m.comment}</label>
          <textarea
            id={commentId}
            aria-describedby={hintId}
            maxLength={2000}
            value={cart.comment}
            onChange={(event) => actions.setComment(event.target.value)}
          />
          <span id={hintId} className={styles.hint}>
            {m.commentHint}
          </span>
        </div>

        {quote?.problems.map((problem) => (
          <div key={problem.code} data-testid="cart-problem">
            <FormAlert>{problem.message}</FormAlert>
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

        <div className={styles.actions}>
          {confirmClear ? (
            <>
              <p role="alert">{m.clearConfirm}</p>
              <Button
                variant="danger"
                onClick={() => {
                  actions.clear();
                  setConfirmClear(false);
                  toast.info(m.cleared, { id: 'shop-cart-cleared' });
                }}
              >
                {m.clear}
              </Button>
              <Button variant="ghost" onClick={() => setConfirmClear(false)}>
                {m.cancel}
              </Button>
            </>
          ) : (
            <Button variant="ghost" onClick={() => setConfirmClear(true)}>
              {m.clear}
            </Button>
          )}
        </div>
      </Stack>
    </Page>
  );
}
