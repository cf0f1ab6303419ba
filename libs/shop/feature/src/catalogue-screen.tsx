import { Link } from '@tanstack/react-router';
import { brandSellsVelo, useBrand } from '@cx/brand-contract';
import { CartIcon, GiftIcon, List, ListItem, Page, StarIcon, type ListItemLinkProps } from '@cx/shared-ui';
import { useCartCount } from '@cx/shop-data-access';
import { messages } from './messages';

/** /shop (Каталог): the brand's lists of BrandConfig.shopLists, favourites and the cart. */
export function CatalogueScreen() {
  const brand = useBrand();
  const count = useCartCount();
  return (
    <Page as="main" title={messages.catalogue.title}>
      <nav aria-label={messages.catalogue.lists}>
        <List>
          {brand.shopLists.map((list) => (
            <ListItem
              key={list.id}
              title={list.title}
              subtitle={list.bonus ? messages.catalogue.bonusHint : undefined}
              renderLink={(props: ListItemLinkProps) => <Link to="/shop/$list" params={{ list: list.id }} {...props} />}
            />
          ))}
          {brandSellsVelo(brand) ? (
            // The velo gift of an offer (spec §9): where the brand sells velo, it is chosen here.
            <ListItem
              title={messages.chooseVelo.title}
              leading={<GiftIcon />}
              renderLink={(props) => <Link to="/shop/choose-velo" {...props} />}
            />
          ) : null}
          <ListItem
            title={messages.catalogue.favorite}
            subtitle={messages.catalogue.favoriteHint}
            leading={<StarIcon />}
            renderLink={(props) => <Link to="/shop/favorite" {...props} />}
          />
          <ListItem
            title={messages.catalogue.cart}
            subtitle={messages.catalogue.cartHint(count)}
            leading={<CartIcon />}
            renderLink={(props) => <Link to="/shop/cart" search={{ from: '/shop' }} {...props} />}
          />
        </List>
      </nav>
    </Page>
  );
}
