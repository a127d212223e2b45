/** `product-price` and `subscription-price`: a product's price block. */
import type { FormatterSpec } from '../../api';
import { DEFAULT_PRICE, productPriceDisplay, subscriptionPriceDisplay, type PriceDisplay } from '../../../commerce';
import { priceBlock } from '../prices/price-block';
import { plainPriceBody, subscriptionPriceBody } from '../prices/price-body';
import { asPricedProduct, isSubscribableForPricing, withEveryVariant } from '../prices/reference-product';

/** A product of no known type priced as a subscription: its price rules know no type, so one price of 0.00. */
const UNTYPED_PRICE: PriceDisplay = Object.freeze({ kind: 'single', price: DEFAULT_PRICE });

/** The reference decides on the subscription flag first, whatever the type; then prices known types. */
export const productPrice: FormatterSpec = {
  apply: (value, _args, ctx) => {
    const item = withEveryVariant(asPricedProduct(value));
    const display = productPriceDisplay(item);
    // The plan is read from the value itself: the priced item may be a stand-in.
    if (isSubscribableForPricing(value)) return priceBlock('product-price', subscriptionPriceBody(display.kind === 'none' ? UNTYPED_PRICE : display, value, ctx));
    return priceBlock('product-price', plainPriceBody(display, item, ctx, 'product-price'));
  },
};

/** The price of the subscription pricing options, without the plan text; the type read as `product-price` reads it. */
export const subscriptionPrice: FormatterSpec = {
  apply: (value, _args, ctx) => priceBlock('subscription-price', plainPriceBody(subscriptionPriceDisplay(withEveryVariant(asPricedProduct(value))), value, ctx, 'subscription-price')),
};
