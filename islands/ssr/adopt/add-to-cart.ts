/** Adopts `{item|add-to-cart-btn}` markup (corpus f-add-to-cart-btn-*) as the AddToCart island. */
import { ProductType, productTypeOf, shouldShowQuantityInput } from '../../../engine/commerce';
import { isExpressCheckoutOn } from '../../add-to-cart/purchase';
import { productOptionNames, productVariants } from '../../product/product-data';
import { dataAttributes, defineAdopter } from '../adopter';
import { byClass, findFirst, textContent } from '../html-fragment';

export const addToCartAdopter = defineAdopter({
  island: 'AddToCart',
  rootClass: 'sqs-add-to-cart-button-wrapper',
  adopt({ content }, context) {
    const button = findFirst(content, byClass('sqs-add-to-cart-button'));
    const itemId = button?.attributes['data-item-id'];
    if (!button || !itemId) return undefined;
    const item = context.findItem(itemId);
    const inner = findFirst(button, byClass('sqs-add-to-cart-button-inner'));
    const printedType = Number(button.attributes['data-product-type']);
    return {
      itemId,
      // A product that does not say its type is sold as a physical one.
      productType: Number.isInteger(printedType) && printedType > 0 ? printedType : (productTypeOf(item) ?? ProductType.PHYSICAL),
      label: button.attributes['data-original-label'] ?? (inner ? textContent(inner).trim() : ''),
      buttonClass: button.attributes.class ?? 'sqs-add-to-cart-button',
      dataAttributes: dataAttributes(button.attributes),
      optionNames: productOptionNames(item),
      variants: productVariants(item),
      isSubscription: button.attributes['data-is-subscription'] === 'true',
      expressCheckout: isExpressCheckoutOn(context.storeSettings),
      hasQuantityInput: shouldShowQuantityInput(item, context.storeSettings),
    };
  },
});
