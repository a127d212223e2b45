/**
 * What the add button needs after the spec §5 checks (validate.ts, in the island's own chunk), and only for some
 * purchases: the live stock when the printed stock refuses, the additional-fields form, the subscription start and
 * a failure's text. A chunk of its own (load-purchase-steps.ts), so a product page loads none of it, nor the schema
 * library, until the visitor reaches for the button.
 */
export { openAdditionalFieldsForm, parseFormDefinition } from '../additional-fields';
export { startSubscription } from '../subscription/subscription-api';
export { withLiveStock } from './live-stock';
// An add's failure reads as any cart call's (error-message.ts says the same).
export { cartErrorMessage as addErrorMessage } from '../stores/cart-error-message';
