/**
 * Commerce widget formatters: the product and form markup a page carries and
 * Kiosk's React islands adopt (engine/docs/islands-markup.md describes it).
 */
import type { Plugin } from '../../api';
import { addToCartButton } from './add-to-cart-button';
import { productCheckout } from './product-checkout';
import { productQuickView } from './product-quick-view';
import { productRestockNotification } from './product-restock-notification';
import { productScarcity } from './product-scarcity';
import { productStatus } from './product-status';
import { quantityInput } from './quantity-input';
import { summaryFormField } from './summary-form-field';
import { variantsSelect } from './variants-select';

export const commerceWidgetsPlugin: Plugin = (registry) => {
  registry.registerFormatter('add-to-cart-btn', addToCartButton);
  registry.registerFormatter('product-checkout', productCheckout);
  registry.registerFormatter('product-quick-view', productQuickView);
  registry.registerFormatter('product-restock-notification', productRestockNotification);
  registry.registerFormatter('product-scarcity', productScarcity);
  registry.registerFormatter('product-status', productStatus);
  registry.registerFormatter('quantity-input', quantityInput);
  registry.registerFormatter('summary-form-field', summaryFormField);
  registry.registerFormatter('variants-select', variantsSelect);
};
