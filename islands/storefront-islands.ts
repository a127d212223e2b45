/**
 * The islands of the storefront's everyday pages (products, cart, forms, search): the browser gets them with the
 * hydrator itself, since nearly every page has one of them.
 */
import { AddToCart } from './add-to-cart/add-to-cart';
import { CartPage } from './cart-page/cart-page';
import { CartPill } from './cart-pill/cart-pill';
import { GiftCardPurchase } from './gift-card/gift-card-purchase';
import { InstallmentNotice } from './installments/installment-notice';
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
import { VariantSelect } from './variant-select/variant-select';

export const STOREFRONT_ISLANDS = {
  AddToCart,
  CartPage,
  CartPill,
  GiftCardPurchase,
  InstallmentNotice,
  ProductGallery,
  ProductPrice,
  ProductScarcity,
  ProductStatus,
  ProductTabs,
  QuantityInput,
  RestockNotifications,
  SearchResults,
  SiteForm,
  SubscriptionSummary,
  VariantSelect,
} as const;
