import { Link, useParams } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { findShopList, useBrand, type BrandConfig } from '@cx/brand-contract';
import { EmptyState, Page } from '@cx/shared-ui';
import { NotFoundScreen, ScreenBoundary, useDocumentTitle, useAppContext } from '@cx/shared-routing';
import { productListQueryOptions, shopApiFor } from '@cx/shop-data-access';
import { ProductCard, ProductGrid, ProductGridItem, ProductGridSkeleton } from '@cx/shop-ui';
import { ButtonLink } from './links';
import { CartLink } from './cart-link';
import { showLoadError } from './load-error';
import { messages } from './messages';
import styles from './shop.module.css';

/** How many cards load their image eagerly: the first row is the screen's largest paint. */
const EAGER_CARDS = 2;

type ShopList = BrandConfig['shopLists'][number];

function ProductListData({ list }: { list: ShopList }) {
  const brand = useBrand();
  const shop = shopApiFor(useAppContext().api);
  const { data } = useSuspenseQuery(productListQueryOptions(shop, { product: brand.productKey, list: list.id, bonus: list.bonus }));
  if (data.length === 0) {
    return (
      <EmptyState
        title={messages.list.empty}
        text={messages.list.emptyText}
        action={<ButtonLink to="/shop" variant="secondary">{messages.list.toCatalogue}</ButtonLink>}
      />
    );
  }
  return (
    <ProductGrid label={list.title}>
      {data.map((product, index) => (
        <ProductGridItem key={product.id}>
          <ProductCard
            product={product}
            priority={index < EAGER_CARDS}
            renderLink={(props) => <Link to="/shop/$list/$id" params={{ list: list.id, id: product.id }} {...props} />}
          />
        </ProductGridItem>
      ))}
    </ProductGrid>
  );
}

/** /shop/$list: the products of one of the brand's lists. */
export function ProductListScreen() {
  const { list: listId = '' } = useParams({ strict: false });
  const brand = useBrand();
  const list = findShopList(brand, listId);
  // The route answers unknown lists with the 404 page already; this covers a stale link in-app.
  if (!list) return <NotFoundScreen />;
  return <ProductListPage list={list} />;
}

/** One list's page, titled by the list ("Стіки — glo"), not by the route ("Каталог"). */
function ProductListPage({ list }: { list: ShopList }) {
  useDocumentTitle(list.title);
  return (
    <Page as="main" title={list.title}>
      <div className={styles.toolbar}>
        <CartLink />
      </div>
      {/* One boundary per list: another list starts with its own skeleton, not this one's error. */}
      <ScreenBoundary key={list.id} fallback={<ProductGridSkeleton />} renderError={showLoadError}>
        <ProductListData list={list} />
      </ScreenBoundary>
    </Page>
  );
}
