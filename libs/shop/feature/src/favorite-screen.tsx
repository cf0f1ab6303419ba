import { useDeferredValue } from 'react';
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { findShopList, useBrand } from '@cx/brand-contract';
import { EmptyState, Page, StarIcon } from '@cx/shared-ui';
import { ScreenBoundary, useAppContext } from '@cx/shared-routing';
import { productsByIdQueryOptions, useFavorites, shopApiFor } from '@cx/shop-data-access';
import { ProductCard, ProductGrid, ProductGridItem, ProductGridSkeleton } from '@cx/shop-ui';
import { ButtonLink } from './links';
import { CartLink } from './cart-link';
import { showLoadError } from './load-error';
import { messages } from './messages';
import styles from './shop.module.css';

function FavoritesEmpty() {
  return (
    <EmptyState
      icon={<StarIcon size={40} />}
      title={messages.favorite.empty}
      text={messages.favorite.emptyText}
      action={<ButtonLink to="/shop" variant="secondary">{messages.list.toCatalogue}</ButtonLink>}
    />
  );
}

function FavoritesData({ ids }: { ids: readonly number[] }) {
  const brand = useBrand();
  const shop = shopApiFor(useAppContext().api);
  // Un-starring must not flash the whole list back to a skeleton: the read of the new ids is
  // deferred, so the list on screen stays (without the un-starred product) until it is there.
  const asked = useDeferredValue(ids);
  const { data } = useSuspenseQuery(productsByIdQueryOptions(shop, { product: brand.productKey, ids: asked }));
  if (data.length === 0) return <FavoritesEmpty />;
  return (
    <ProductGrid label={messages.favorite.title}>
      {data
        .filter((product) => ids.includes(product.id))
        .map((product, index) => {
          const list = findShopList(brand, product.collectionId);
          return (
            <ProductGridItem key={product.id}>
              <ProductCard
                product={product}
                priority={index < 2}
                renderLink={(props) =>
                  list ? <Link to="/shop/$list/$id" params={{ list: list.id, id: product.id }} {...props} /> : <span {...props} />
                }
              />
            </ProductGridItem>
          );
        })}
    </ProductGrid>
  );
}

/** /shop/favorite: the products the customer starred, newest first. */
export function FavoriteScreen() {
  const { ids } = useFavorites();
  return (
    <Page as="main" title={messages.favorite.title}>
      <div className={styles.toolbar}>
        <CartLink />
      </div>
      {ids.length === 0 ? (
        <FavoritesEmpty />
      ) : (
        <ScreenBoundary fallback={<ProductGridSkeleton count={Math.min(ids.length, 6)} />} renderError={showLoadError}>
          <FavoritesData ids={ids} />
        </ScreenBoundary>
      )}
    </Page>
  );
}
