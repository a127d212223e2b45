/** The commerce formatters and predicates: prices, money, product state, and the widgets islands adopt. */
import type { Plugin, PluginFamily } from '../api';
import { familyPlugin } from '../family';
import { cartQuantity, cartSubtotal, cartUrl } from './formatters/cart';
import { bookkeeperMoneyFormat, percentageFormat } from './formatters/number-formats';
import { productPrice, subscriptionPrice } from './formatters/price-blocks';
import { fromPrice, normalPrice, salePrice } from './formatters/price-cents';
import { variantDescriptor } from './formatters/variant-descriptor';
import { hasVariants, onSale, soldOut, variedPrices } from './predicates/product-state';
import { commerceWidgetFormatters } from './widgets';

export const commerceFamily: PluginFamily = {
  formatters: {
    'product-price': productPrice,
    'subscription-price': subscriptionPrice,
    'from-price': fromPrice,
    'normal-price': normalPrice,
    'sale-price': salePrice,
    'bookkeeper-money-format': bookkeeperMoneyFormat,
    'percentage-format': percentageFormat,
    'cart-quantity': cartQuantity,
    'cart-subtotal': cartSubtotal,
    'cart-url': cartUrl,
    'variant-descriptor': variantDescriptor,
    ...commerceWidgetFormatters,
  },
  predicates: {
    'has-variants': hasVariants,
    'on-sale': onSale,
    'sold-out': soldOut,
    'varied-prices': variedPrices,
  },
};

export const commercePlugin: Plugin = familyPlugin(commerceFamily);
