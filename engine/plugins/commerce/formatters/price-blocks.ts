/** `product-price` and `subscription-price`: a product's price block. */
import type { FormatterSpec } from '../../api';
import { productPriceDisplay, subscriptionPriceDisplay } from '../../../commerce';
import { priceBlock } from '../prices/price-block';
import { plainPriceBody, productPriceBody } from '../prices/price-body';
import { asPricedProduct } from '../prices/reference-product';

export const productPrice: FormatterSpec = {
  apply: (value, _args, ctx) => {
    const item = asPricedProduct(value);
    return priceBlock('product-price', productPriceBody(productPriceDisplay(item), item, ctx));
  },
};

/** The price of the subscription pricing options, without the plan text. */
export const subscriptionPrice: FormatterSpec = {
  apply: (value, _args, ctx) => priceBlock('subscription-price', plainPriceBody(subscriptionPriceDisplay(value), value, ctx)),
};
