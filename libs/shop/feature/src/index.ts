export { CatalogueScreen } from './catalogue-screen';
export { ProductListScreen } from './product-list-screen';
export { ProductScreen } from './product-screen';
export { FavoriteScreen } from './favorite-screen';
export { ChooseVeloScreen } from './choose-velo-screen';
export { CartScreen } from './cart-screen';
