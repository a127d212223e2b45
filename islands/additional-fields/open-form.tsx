/**
 * Opens the additional-fields form from anywhere (the add-to-cart button, a cart line): mounts the lightbox in
 * its own React root and resolves with the accepted answers, or null when the visitor closes it.
 */
import { createRoot } from 'react-dom/client';
import { CART_MESSAGES } from '../../schemas/cart';
import type { FormDefinition, FormValues } from '../../schemas/forms';
import { browserTransport, type SiteTransport } from '../site-api/transport';
import { $cart, quantityInCart } from '../stores/cart';
import { fetchStock, stockFailureMessage } from './form-api';
import { FormLightbox } from './form-lightbox';
import { hasEnoughStock } from './stock-check';

/** The line the answers are for. */
export interface FormItem {
  itemId: string;
  /** the chosen variant; null for a product without a choice */
  sku: string | null;
}

export interface FormOptions {
  /** answers given before, to edit them */
  initialValues?: FormValues;
  /** the button's text instead of the form's own */
  submitLabel?: string;
  transport?: SiteTransport;
}

/** How opening the form for an add ended: the accepted answers (null: closed), or why it could not open. */
export type FormOpening = { ok: true; values: FormValues | null } | { ok: false; message: string };

/** Shows the form; resolves with the answers the server accepted, or null when closed. */
export function showAdditionalFieldsForm(form: FormDefinition, options: FormOptions = {}): Promise<FormValues | null> {
  const host = document.createElement('div');
  host.className = 'kiosk-lightbox-host';
  document.body.append(host);
  const root = createRoot(host);
  return new Promise((resolve) => {
    let done = false;
    const finish = (values: FormValues | null) => {
      if (done) return;
      done = true;
      // Unmount after the event that ended the form has finished (React cannot unmount a root mid-event).
      setTimeout(() => {
        root.unmount();
        host.remove();
        resolve(values);
      });
    };
    root.render(<FormLightbox form={form} initialValues={options.initialValues} submitLabel={options.submitLabel} transport={options.transport ?? browserTransport} onDone={finish} />);
  });
}

/**
 * The add-to-cart flow of an item with a form (spec §5): a stock check first (enough when unlimited or when the
 * stock exceeds what the cart already holds of the variant), then the form. A refusal's message is for the visitor
 * ('Sorry, we do not have enough of that item available.', a connection problem…).
 */
export async function openAdditionalFieldsForm(item: FormItem, form: FormDefinition, options: FormOptions = {}): Promise<FormOpening> {
  const stock = await fetchStock(options.transport ?? browserTransport, item.itemId);
  if (!stock.ok) return { ok: false, message: stockFailureMessage(stock.failure) };
  if (!hasEnoughStock(stock.data.results, item.sku, quantityInCart($cart.get(), item.itemId, item.sku))) {
    return { ok: false, message: CART_MESSAGES.notEnoughStock };
  }
  return { ok: true, values: await showAdditionalFieldsForm(form, options) };
}
