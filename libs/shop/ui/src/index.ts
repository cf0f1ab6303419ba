export { shopUiMessages } from './messages';
export { ProductImage, type ProductImageProps } from './product-image';
export { Price, type PriceProps } from './price';
export {
  ProductCard,
  ProductGrid,
  ProductGridItem,
  type ProductCardData,
  type ProductCardLinkProps,
  type ProductCardProps,
  type ProductGridProps,
} from './product-card';
export { CartSkeleton, ListOfListsSkeleton, ProductGridSkeleton, ProductPageSkeleton } from './skeletons';
export { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';
export { VariantPicker, type VariantOption, type VariantPickerProps } from './variant-picker';
export { CartLineItem, CartLineList, type CartLineData, type CartLineItemProps } from './cart-line-item';
export { CartTotals, type CartTotalsProps } from './cart-totals';
export { OrderSummary, type OrderSummaryFigures, type OrderSummaryProps } from './order-summary';
export { PromoCodeForm, type AppliedPromoCode, type PromoCodeFormProps } from './promo-code-form';
export { CartButton, CartCountAnnouncer, type CartButtonProps, type CartCountAnnouncerProps } from './cart-button';
