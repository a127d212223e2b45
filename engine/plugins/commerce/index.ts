/** The commerce formatters and predicates: prices, money, product state, and the widgets islands adopt. */
import type { Plugin } from '../api';
import { cartQuantity, cartSubtotal, cartUrl } from './formatters/cart';
import { bookkeeperMoneyFormat, percentageFormat } from './formatters/number-formats';
import { productPrice, subscriptionPrice } from './formatters/price-blocks';
import { fromPrice, normalPrice, salePrice } from './formatters/price-cents';
import { variantDescriptor } from './formatters/variant-descriptor';
import { hasVariants, onSale, soldOut, variedPrices } from './predicates/product-state';
import { commerceWidgetsPlugin } from './widgets';

export const commercePlugin: Plugin = (registry) => {
  registry.registerFormatter('product-price', productPrice);
  registry.registerFormatter('subscription-price', subscriptionPrice);
  registry.registerFormatter('from-price', fromPrice);
  registry.registerFormatter('normal-price', normalPrice);
  registry.registerFormatter('sale-price', salePrice);
  registry.registerFormatter('bookkeeper-money-format', bookkeeperMoneyFormat);
  registry.registerFormatter('percentage-format', percentageFormat);
  registry.registerFormatter('cart-quantity', cartQuantity);
  registry.registerFormatter('cart-subtotal', cartSubtotal);
  registry.registerFormatter('cart-url', cartUrl);
  registry.registerFormatter('variant-descriptor', variantDescriptor);
  registry.registerPredicate('has-variants', hasVariants);
  registry.registerPredicate('on-sale', onSale);
  registry.registerPredicate('sold-out', soldOut);
  registry.registerPredicate('varied-prices', variedPrices);
  commerceWidgetsPlugin(registry);
};
