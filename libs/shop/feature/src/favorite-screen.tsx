import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { findShopList, useBrand } from '@cx/brand-contract';
import { EmptyState, Page, StarIcon } from '@cx/shared-ui';
import { productsByIdQueryOptions, useFavorites } from '@cx/shop-data-access';
import { ProductCard, ProductGrid, ProductGridItem, ProductGridSkeleton } from '@cx/shop-ui';
import { ButtonLink } from './links';
import { CartLink } from './cart-link';
import { LoadError } from './load-error';
import { messages } from './messages';
import { useShopContext } from './shop-context';
import styles from './shop.module.css';

/** /shop/favorite: the products the customer starred, newest first. */
export function FavoriteScreen() {
  const brand = useBrand();
  const { shop } = useShopContext();
  const { ids } = useFavorites();
  const query = useQuery({
    ...productsByIdQueryOptions(shop, { product: brand.productKey, ids }),
    enabled: ids.length > 0,
    // Un-starring on the product page must not flash the whole list back to a skeleton.
    placeholderData: (previous) => previous,
  });

  let body;
  if (ids.length === 0 || (query.isSuccess && query.data.length === 0)) {
    body = (
      <EmptyState
        icon={<StarIcon size={40} />}
        title={messages.favorite.empty}
        text={messages.favorite.emptyText}
        action={<ButtonLink to="/shop" variant="secondary">{messages.list.toCatalogue}</ButtonLink>}
      />
    );
  } else if (query.isPending) {
    body = <ProductGridSkeleton count={Math.min(ids.length, 6)} />;
  } else if (query.isError) {
    body = <LoadError onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <ProductGrid label={messages.favorite.title}>
        {query.data
          .filter((product) => ids.includes(product.id))
          .map((product, index) => {
            const list = findShopList(brand, product.collectionId);
            return (
              <ProductGridItem key={product.id}>
                <ProductCard
                  product={product}
                  priority={index < 2}
                  renderLink={(props) =>
                    list ? (
                      <Link to="/shop/$list/$id" params={{ list: list.id, id: product.id }} {...props} />
                    ) : (
                      <span {...props} />
                    )
                  }
                />
              </ProductGridItem>
            );
          })}
      </ProductGrid>
    );
  }

  return (
    <Page as="main" title={messages.favorite.title}>
      <div className={styles.toolbar}>
        <CartLink />
      </div>
      {body}
    </Page>
  );
}
