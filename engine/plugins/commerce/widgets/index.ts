/**
 * Commerce widget formatters: the product and form markup a page carries and
 * Kiosk's React islands adopt (engine/docs/islands-markup.md describes it).
 */
import type { FormatterSpec, Plugin } from '../../api';
import { familyPlugin } from '../../family';
import { addToCartButton } from './add-to-cart-button';
import { productCheckout } from './product-checkout';
import { productQuickView } from './product-quick-view';
import { productRestockNotification } from './product-restock-notification';
import { productScarcity } from './product-scarcity';
import { productStatus } from './product-status';
import { quantityInput } from './quantity-input';
import { summaryFormField } from './summary-form-field';
import { variantsSelect } from './variants-select';

export const commerceWidgetFormatters: Readonly<Record<string, FormatterSpec>> = {
  'add-to-cart-btn': addToCartButton,
  'product-checkout': productCheckout,
  'product-quick-view': productQuickView,
  'product-restock-notification': productRestockNotification,
  'product-scarcity': productScarcity,
  'product-status': productStatus,
  'quantity-input': quantityInput,
  'summary-form-field': summaryFormField,
  'variants-select': variantsSelect,
};

/** The widgets alone, for tests that render nothing else. */
export const commerceWidgetsPlugin: Plugin = familyPlugin({ formatters: commerceWidgetFormatters });
