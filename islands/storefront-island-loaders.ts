/**
 * How the browser fetches each storefront island: a chunk of its own per island, so a page downloads the islands
 * it has and no others (a product page never gets the cart page's or the search's code). The product block's
 * islands come as one chunk (product-islands.ts); the cart pill when the cart first holds an item (waiting-islands.ts).
 */
import type { ComponentType } from 'react';
import type { EnhancedIslandName } from './enhancer-loaders';
import type { STOREFRONT_ISLANDS } from './storefront-islands';

const productIslands = () => import('./product-islands');

/** The storefront islands React hydrates (the enhanced ones take over their markup without React). */
export type StorefrontIslandName = Exclude<keyof typeof STOREFRONT_ISLANDS, EnhancedIslandName>;

export const STOREFRONT_ISLAND_LOADERS: Readonly<Record<StorefrontIslandName, () => Promise<ComponentType<never>>>> = {
  AddToCart: async () => (await productIslands()).AddToCart,
  CartPage: async () => (await import('./cart-page/cart-page')).CartPage,
  CartPill: async () => (await import('./cart-pill/cart-pill')).CartPill,
  GiftCardPurchase: async () => (await import('./gift-card/gift-card-purchase')).GiftCardPurchase,
  InstallmentNotice: async () => (await productIslands()).InstallmentNotice,
  ProductGallery: async () => (await productIslands()).ProductGallery,
  ProductPrice: async () => (await productIslands()).ProductPrice,
  ProductScarcity: async () => (await productIslands()).ProductScarcity,
  ProductStatus: async () => (await productIslands()).ProductStatus,
  QuantityInput: async () => (await productIslands()).QuantityInput,
  RestockNotifications: async () => (await import('./restock/restock-notifications')).RestockNotifications,
  SearchResults: async () => (await import('./search/search-results')).SearchResults,
  SiteForm: async () => (await import('./site-form/site-form')).SiteForm,
  SubscriptionSummary: async () => (await import('./subscription/subscription-summary')).SubscriptionSummary,
  VariantSelect: async () => (await productIslands()).VariantSelect,
};
