/** Every island by the name its marker carries (`data-island="AddToCart"`): the hydrator and the SSR step share it. */
import type { ComponentProps } from 'react';
import { AddToCart } from './add-to-cart/add-to-cart';
import { CartPage } from './cart-page/cart-page';
import { CartPill } from './cart-pill/cart-pill';
import { CheckoutPage } from './checkout/checkout-page';
import { GiftCardPurchase } from './gift-card/gift-card-purchase';
import { InstallmentNotice } from './installments/installment-notice';
import { OrderConfirmation } from './order/order-confirmation';
import { OrderStatus } from './order/order-status';
import { ProductGallery } from './product-gallery/product-gallery';
import { ProductPrice } from './product-price/product-price';
import { ProductScarcity } from './product-scarcity/product-scarcity';
import { ProductStatus } from './product-status/product-status';
import { QuantityInput } from './quantity-input/quantity-input';
import { RestockNotifications } from './restock/restock-notifications';
import { ProductTabs } from './reviews/product-tabs';
import { SearchResults } from './search/search-results';
import { SiteForm } from './site-form/site-form';
import { SubscriptionSummary } from './subscription/subscription-summary';
import { SubscriptionManage } from './subscription-manage/subscription-manage';
import { VariantSelect } from './variant-select/variant-select';

export const ISLANDS = {
  AddToCart,
  CartPage,
  CartPill,
  CheckoutPage,
  GiftCardPurchase,
  InstallmentNotice,
  OrderConfirmation,
  OrderStatus,
  ProductGallery,
  ProductPrice,
  ProductScarcity,
  ProductStatus,
  ProductTabs,
  QuantityInput,
  RestockNotifications,
  SearchResults,
  SiteForm,
  SubscriptionManage,
  SubscriptionSummary,
  VariantSelect,
} as const;

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLANDS)[N]>;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}
