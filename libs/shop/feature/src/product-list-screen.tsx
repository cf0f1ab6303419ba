import { Link, useParams } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { findShopList, useBrand } from '@cx/brand-contract';
import { EmptyState, Page } from '@cx/shared-ui';
import { NotFoundScreen } from '@cx/shared-routing';
import { productListQueryOptions } from '@cx/shop-data-access';
import { ProductCard, ProductGrid, ProductGridItem, ProductGridSkeleton } from '@cx/shop-ui';
import { ButtonLink } from './links';
import { CartLink } from './cart-link';
import { LoadError } from './load-error';
import { messages } from './messages';
import { useShopContext } from './shop-context';
import styles from './shop.module.css';

/** How many cards load their image eagerly: the first row is the screen's largest paint. */
const EAGER_CARDS = 2;

/** /shop/$list: the products of one of the brand's lists. */
export function ProductListScreen() {
  const { list: listId = '' } = useParams({ strict: false });
  const brand = useBrand();
  const { shop } = useShopContext();
  const list = findShopList(brand, listId);
  const query = useQuery({
    ...productListQueryOptions(shop, { product: brand.productKey, list: list?.id ?? 'devices', bonus: list?.bonus ?? false }),
    enabled: list !== undefined,
  });
  // The route answers unknown lists with the 404 page already; this covers a stale link in-app.
  if (!list) return <NotFoundScreen />;

  let body;
  if (query.isPending) {
    body = <ProductGridSkeleton />;
  } else if (query.isError) {
    body = <LoadError onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    body = (
      <EmptyState
        title={messages.list.empty}
        text={messages.list.emptyText}
        action={<ButtonLink to="/shop" variant="secondary">{messages.list.toCatalogue}</ButtonLink>}
      />
    );
  } else {
    body = (
      <ProductGrid label={list.title}>
        {query.data.map((product, index) => (
          <ProductGridItem key={product.id}>
            <ProductCard
              product={product}
              priority={index < EAGER_CARDS}
              renderLink={(props) => (
                <Link to="/shop/$list/$id" params={{ list: list.id, id: product.id }} {...props} />
              )}
            />
          </ProductGridItem>
        ))}
      </ProductGrid>
    );
  }

  return (
    <Page as="main" title={list.title}>
      <div className={styles.toolbar}>
        <CartLink />
      </div>
      {body}
    </Page>
  );
}
