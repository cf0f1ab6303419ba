import { useSuspenseQuery } from '@tanstack/react-query';
import { exchangeProductsQueryOptions, useXpBalance, type ExchangeProduct } from '@cx/bonuses-data-access';
import { ListSkeleton } from '@cx/content-ui';
import { AppLink, ScreenBoundary, useAppContext, useDocumentTitle } from '@cx/shared-routing';
import { Card, EmptyState, GiftIcon, Page, PageSection } from '@cx/shared-ui';
import { formatXp } from '@cx/shared-util-format';
import { messages } from './messages';
import { XpBalanceCard } from './xp-balance-card';
import styles from './bonuses.module.css';

/** Can be exchanged now: on sale for XP and in stock. */
const exchangeable = (product: ExchangeProduct) => product.active && product.stock > 0;

function ProductTile({ product, balance }: { product: ExchangeProduct; balance: number | undefined }) {
  const to = product.active ? '/exchange/product/active/$id' : '/exchange/product/inactive/$id';
  const missing = exchangeable(product) && balance !== undefined ? product.price_xp - balance : 0;
  return (
    <Card as="li">
      <AppLink to={to} params={{ id: product.id }} className={styles.productLink}>
        {product.image ? <img className={styles.productImage} src={product.image} alt="" loading="lazy" /> : null}
        <span className={styles.productTitle}>{product.title}</span>
        <span className={styles.price}>{formatXp(product.price_xp)}</span>
        <span className={styles.muted}>
          {product.active ? messages.exchange.stock(product.stock) : messages.exchange.inactiveBadge}
        </span>
        {missing > 0 ? (
          <span className={styles.muted} data-testid="exchange-missing">
            {messages.exchange.missing(formatXp(missing))}
          </span>
        ) : null}
      </AppLink>
    </Card>
  );
}

/** A titled list of tiles (the list named as its section is); nothing when it has no product. */
function ProductSection({ title, products, balance }: { title: string; products: readonly ExchangeProduct[]; balance: number | undefined }) {
  if (products.length === 0) return null;
  return (
    <PageSection title={title}>
      <ul className={styles.products} aria-label={title}>
        {products.map((product) => (
          <ProductTile key={product.id} product={product} balance={balance} />
        ))}
      </ul>
    </PageSection>
  );
}

export interface ExchangeViewProps {
  products: readonly ExchangeProduct[];
  /** The XP balance, for what each item still needs; undefined until known. */
  balance?: number;
}

/** The exchange list: what can be had for XP now (on sale and in stock), then what cannot. */
export function ExchangeView({ products, balance }: ExchangeViewProps) {
  const available = products.filter(exchangeable);
  const unavailable = products.filter((product) => !exchangeable(product));
  if (products.length === 0) {
    return <EmptyState icon={<GiftIcon />} title={messages.exchange.empty} text={messages.exchange.emptyText} />;
  }
  return (
    <>
      <ProductSection title={messages.exchange.available} products={available} balance={balance} />
      <ProductSection title={messages.exchange.unavailable} products={unavailable} balance={balance} />
    </>
  );
}

function ExchangeData({ balance }: { balance: number | undefined }) {
  const { api, product } = useAppContext();
  const { data } = useSuspenseQuery(exchangeProductsQueryOptions(api, product));
  return <ExchangeView products={data} balance={balance} />;
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
        <ExchangeData balance={balance} />
      </ScreenBoundary>
    </Page>
  );
}
