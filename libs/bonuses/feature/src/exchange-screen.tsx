import { useSuspenseQuery } from '@tanstack/react-query';
import { exchangeProductsQueryOptions, useXpBalance, type ExchangeProduct } from '@cx/bonuses-data-access';
import { ListSkeleton } from '@cx/content-ui';
import { AppLink, ScreenBoundary, useAppContext, useDocumentTitle } from '@cx/shared-routing';
import { Card, EmptyState, GiftIcon, Page, PageSection } from '@cx/shared-ui';
import { formatXp } from '@cx/shared-util-format';
import { messages } from './messages';
import { XpBalanceCard } from './xp-balance-card';
import styles from './bonuses.module.css';

function ProductTile({ product }: { product: ExchangeProduct }) {
  const to = product.active ? '/exchange/product/active/$id' : '/exchange/product/inactive/$id';
  return (
    <Card as="li">
      <AppLink to={to} params={{ id: product.id }} className={styles.productLink}>
        {product.image ? <img className={styles.productImage} src={product.image} alt="" loading="lazy" /> : null}
        <span className={styles.productTitle}>{product.title}</span>
        <span className={styles.price}>{formatXp(product.price_xp)}</span>
        <span className={styles.muted}>
          {product.active ? messages.exchange.stock(product.stock) : messages.exchange.inactiveBadge}
        </span>
      </AppLink>
    </Card>
  );
}

/** A titled list of tiles (the list named as its section is); nothing when it has no product. */
function ProductSection({ title, products }: { title: string; products: readonly ExchangeProduct[] }) {
  if (products.length === 0) return null;
  return (
    <PageSection title={title}>
      <ul className={styles.products} aria-label={title}>
        {products.map((product) => (
          <ProductTile key={product.id} product={product} />
        ))}
      </ul>
    </PageSection>
  );
}

export interface ExchangeViewProps {
  products: readonly ExchangeProduct[];
}

/** The exchange list: what can be had for XP now, then what is unavailable. */
export function ExchangeView({ products }: ExchangeViewProps) {
  const active = products.filter((product) => product.active);
  const inactive = products.filter((product) => !product.active);
  if (products.length === 0) {
    return <EmptyState icon={<GiftIcon />} title={messages.exchange.empty} text={messages.exchange.emptyText} />;
  }
  return (
    <>
      <ProductSection title={messages.exchange.available} products={active} />
      <ProductSection title={messages.exchange.unavailable} products={inactive} />
    </>
  );
}

function ExchangeData() {
  const { api, product } = useAppContext();
  const { data } = useSuspenseQuery(exchangeProductsQueryOptions(api, product));
  return <ExchangeView products={data} />;
}

/** /exchange: products bought with XP. */
export function ExchangeScreen() {
  const { api, product } = useAppContext();
  const { balance } = useXpBalance(api, product);
  useDocumentTitle(messages.exchange.title);
  return (
    <Page as="main" title={messages.exchange.title}>
      <p>{messages.exchange.intro}</p>
      <XpBalanceCard balance={balance} historyLink />
      <ScreenBoundary fallback={<ListSkeleton rows={4} media />} errorTitle={messages.exchange.loadError}>
        <ExchangeData />
      </ScreenBoundary>
    </Page>
  );
}
