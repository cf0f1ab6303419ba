export { CatalogueScreen } from './catalogue-screen';
export { ProductListScreen } from './product-list-screen';
export { ProductScreen, ProductView } from './product-screen';
export { FavoriteScreen } from './favorite-screen';
export { ChooseVeloScreen } from './choose-velo-screen';
export { CartScreen } from './cart-screen';
export { messages as shopMessages } from './messages';
