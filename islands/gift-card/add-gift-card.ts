/**
 * Puts a gift card in the cart from its page: the recipient answers go to the server's form check first (as
 * the additional-fields lightbox does), then the line `{itemId, sku, quantity: 1, additionalFields}` goes to the
 * cart. Any refusal comes back as the form's outcome: per-field messages, or one message for the form.
 */
import type { AddEntryRequest, CartEntry } from '../../schemas/cart';
import type { FormDefinition, FormValues } from '../../schemas/forms';
import { checkOnServer } from '../additional-fields/form-api';
import { failureOf } from '../site-api/api-failure';
import type { FormOutcome } from '../site-api/form-outcome';
import type { SiteTransport } from '../site-api/transport';
import { cartErrorMessage } from '../stores/cart-error-message';

export interface GiftCardLine {
  itemId: string;
  sku: string;
}

export interface AddGiftCardDeps {
  transport: SiteTransport;
  /** the cart store's add (islands/stores/cart) */
  add(request: AddEntryRequest): Promise<CartEntry>;
  cookiesEnabled: boolean;
}

/** The outcome of a refused add: the server's per-field messages when it gave them, else its message. */
function refusal(error: unknown, cookiesEnabled: boolean): FormOutcome {
  const fieldErrors = failureOf(error)?.fieldErrors;
  if (fieldErrors && Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors: { ...fieldErrors } };
  return { ok: false, fieldErrors: {}, message: cartErrorMessage(error, cookiesEnabled) };
}

export async function addGiftCard(line: GiftCardLine, form: FormDefinition | null, values: FormValues, deps: AddGiftCardDeps): Promise<FormOutcome> {
  if (form) {
    const checked = await checkOnServer(deps.transport, form.id, values);
    if (!checked.ok) return checked;
  }
  try {
    await deps.add({ ...line, quantity: 1, additionalFields: form ? JSON.stringify(values) : null });
  } catch (error) {
    return refusal(error, deps.cookiesEnabled);
  }
  return { ok: true };
}
