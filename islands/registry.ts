/** Every island by the name its marker carries (`data-island="AddToCart"`): the hydrator and the SSR step share it. */
import type { ComponentProps } from 'react';
import { AddToCart } from './add-to-cart/add-to-cart';
import { CartPage } from './cart-page/cart-page';
import { CartPill } from './cart-pill/cart-pill';
import { ProductPrice } from './product-price/product-price';
import { QuantityInput } from './quantity-input/quantity-input';
import { VariantSelect } from './variant-select/variant-select';

export const ISLANDS = { AddToCart, CartPage, CartPill, ProductPrice, QuantityInput, VariantSelect } as const;

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLANDS)[N]>;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}
