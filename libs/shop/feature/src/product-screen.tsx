import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { findShopList, useBrand } from '@cx/brand-contract';
import { Badge, IconButton, Page, StarIcon } from '@cx/shared-ui';
import { formatMoney, formatXp } from '@cx/shared-util-format';
import { NotFoundScreen, ScreenBoundary, useAppContext } from '@cx/shared-routing';
import {
  isNotFoundError,
  productQueryOptions,
  useFavorites,
  type Product, shopApiFor } from '@cx/shop-data-access';
import { Price, ProductImage, ProductPageSkeleton, VariantPicker } from '@cx/shop-ui';
import { CartLink } from './cart-link';
import { LoadError } from './load-error';
import { messages } from './messages';
import { ProductBuyBar } from './product-buy-bar';
import { ProductDescription } from './product-description';
import styles from './shop.module.css';

const route = getRouteApi('/_account-off-footer/shop/$list/$id');

function ProductData({ id }: { id: number }) {
  const brand = useBrand();
  const shop = shopApiFor(useAppContext().api);
  const { data } = useSuspenseQuery(productQueryOptions(shop, { product: brand.productKey, id }));
  return <ProductView product={data} />;
}

/** A product the shop does not know (404) is the 404 page; any other failure, the catalogue's words. */
function productError(error: unknown, retry: () => void) {
  if (isNotFoundError(error)) return <NotFoundScreen />;
  return (
    <Page as="main">
      <LoadError onRetry={retry} />
    </Page>
  );
}

/** /shop/$list/$id: one product — variants, price in UAH (or XP), XP earned, pack size. */
export function ProductScreen() {
  // The route has checked both: a list of this brand, and an id that is a positive whole number.
  const { list: listId, id } = route.useParams();
  const brand = useBrand();
  if (!findShopList(brand, listId)) return <NotFoundScreen />;
  const skeleton = (
    <Page as="main">
      <ProductPageSkeleton />
    </Page>
  );
  // One boundary per product: the next product starts with its skeleton, not this one's error.
  return (
    <ScreenBoundary key={id} fallback={skeleton} renderError={productError}>
      <ProductData id={id} />
    </ScreenBoundary>
  );
}

const firstAvailable = (product: Product) => product.variants.find((variant) => variant.available)?.id ?? null;

export function ProductView({ product }: { product: Product }) {
  const favorites = useFavorites();
  const [variantId, setVariantId] = useState<number | null>(() => firstAvailable(product));
  const variant = product.variants.find((item) => item.id === variantId) ?? null;
  const isFavorite = favorites.ids.includes(product.id);
  const canBuy = product.available && variant !== null && variant.available;
  const pricesDiffer = new Set(product.variants.map((item) => item.price)).size > 1;

  return (
    <Page as="main" bottomBar={<ProductBuyBar product={product} variantId={variantId} canBuy={canBuy} />}>
      <article className={styles.product} aria-labelledby="product-title">
        <div className={styles.toolbar}>
          <CartLink />
        </div>
        <ProductImage
          src={variant?.image ?? product.image}
          alt={product.title}
          size={360}
          priority
          className={styles.hero}
        />
        <div className={styles.titleRow}>
          <div>
            <h1 id="product-title">{product.title}</h1>
            {product.subTitle ? <p className={styles.subtitle}>{product.subTitle}</p> : null}
          </div>
          <IconButton
            label={messages.product.favoriteToggle}
            icon={<StarIcon fill={isFavorite ? 'currentColor' : 'none'} />}
            aria-pressed={isFavorite}
            onClick={() => favorites.toggle(product.id)}
          />
        </div>
        <div className={styles.facts}>
          <Price
            size="lg"
            price={variant?.price ?? product.price}
            compareAtPrice={variant?.compare_at_price ?? product.compare_at_price}
            xpPrice={product.bonus ? product.xp_price : null}
          />
          {product.bonuses > 0 ? (
            <Badge tone="success">{messages.product.earns(formatXp(product.bonuses))}</Badge>
          ) : null}
          {product.quantity ? <span className={styles.muted}>{messages.product.pack(product.quantity)}</span> : null}
        </div>
        {product.variants.length > 1 ? (
          <VariantPicker
            variants={product.variants.map((item) => ({
              id: item.id,
              title: item.title,
              available: item.available,
              hint: pricesDiffer && !product.bonus ? formatMoney(item.price) : undefined,
            }))}
            value={variantId}
            onChange={setVariantId}
          />
        ) : null}
        <ProductDescription html={product.description_html} />
      </article>
    </Page>
  );
}
