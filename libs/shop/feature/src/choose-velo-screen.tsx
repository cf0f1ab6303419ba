import { useSuspenseQueries } from '@tanstack/react-query';
import { ORDER_ERRORS } from '@cx/shared-util-pricing';
import { VELO_LIST_ID, useBrand } from '@cx/brand-contract';
import { Button, EmptyState, GiftIcon, Page } from '@cx/shared-ui';
import { ScreenBoundary, useAppContext } from '@cx/shared-routing';
import { toast } from '@cx/shell-data-access';
import {
  lineFromProduct,
  productListQueryOptions,
  useCart,
  useCartActions,
  veloEntitlementQueryOptions,
  veloGiftCount, shopApiFor } from '@cx/shop-data-access';
import { ProductGridSkeleton, ProductImage } from '@cx/shop-ui';
import { CartLink } from './cart-link';
import { showLoadError } from './load-error';
import { messages } from './messages';
import styles from './shop.module.css';

function ChooseVeloData() {
  const brand = useBrand();
  const { api } = useAppContext();
  const shop = shopApiFor(api);
  // Both at once (the route's loader has usually started them): neither waits for the other.
  const [{ data: entitlement }, { data: products }] = useSuspenseQueries({
    queries: [
      veloEntitlementQueryOptions(api, brand.productKey),
      productListQueryOptions(shop, { product: brand.productKey, list: VELO_LIST_ID, bonus: false }),
    ],
  });
  const cart = useCart();
  const actions = useCartActions();
  const available = entitlement.gifts_available ?? 0;
  if (available === 0) return <EmptyState icon={<GiftIcon size={40} />} title={ORDER_ERRORS.gift_not_available} />;
  const gifts = veloGiftCount({ giftCount: available });
  const chosen = cart.lines.find((line) => line.gift);
  const choices = products.flatMap((product) => {
    const line = lineFromProduct(product, product.variants.find((variant) => variant.available)?.id);
    return line ? [{ product, line }] : [];
  });
  return (
    <>
      <p className={styles.muted}>{messages.chooseVelo.lead(gifts)}</p>
      {choices.length === 0 ? (
        <EmptyState icon={<GiftIcon size={40} />} title={messages.chooseVelo.empty} />
      ) : (
        <ul role="list" className={styles.veloList} aria-label={messages.chooseVelo.title}>
          {choices.map(({ product, line }) => {
            const isChosen = chosen?.id === product.id;
            return (
              <li key={product.id} className={styles.veloItem}>
                <ProductImage src={product.image} alt="" size={64} />
                <span className={styles.veloText}>
                  <strong>{product.title}</strong>
                  {product.subTitle ? <span className={styles.muted}>{product.subTitle}</span> : null}
                </span>
                <Button
                  size="sm"
                  variant={isChosen ? 'primary' : 'secondary'}
                  aria-pressed={isChosen}
                  aria-label={`${isChosen ? messages.chooseVelo.chosen : messages.chooseVelo.choose}: ${product.title}`}
                  onClick={() => {
                    actions.chooseVeloGift(line, { giftCount: gifts });
                    toast.success(messages.chooseVelo.added, { id: 'shop-velo-gift' });
                  }}
                >
                  {isChosen ? messages.chooseVelo.chosen : messages.chooseVelo.choose}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/**
 * /shop/choose-velo: pick the taste of the velo gift. How many the offer gives (1 or 2, spec §9)
 * is the server's word (the quote's gifts_available), never the link's.
 */
export function ChooseVeloScreen() {
  return (
    <Page as="main" title={messages.chooseVelo.title}>
      <div className={styles.toolbar}>
        <CartLink />
      </div>
      <ScreenBoundary fallback={<ProductGridSkeleton count={4} />} renderError={showLoadError}>
        <ChooseVeloData />
      </ScreenBoundary>
    </Page>
  );
}
