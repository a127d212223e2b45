/**
 * The cart page's actions on its lines (quantity, removal, form answers): one at a time per line, the line marked
 * busy meanwhile, the spec §8 title and message on failure, and the keyboard focus kept inside the cart when a
 * line goes away.
 */
import { useRef, useState, type RefObject } from 'react';
import type { CartEntry } from '../../schemas/cart';
import type { FormDefinition, FormValues } from '../../schemas/forms';
import { announce } from '../a11y/announcer';
import { $cart, removeEntry, setEntryQuantity, updateEntryAdditionalFields } from '../stores/cart';
import { RETRY_MESSAGE } from '../../schemas/messages';
import { cartErrorMessage } from '../stores/cart-error-message';
import type { EntryPending } from './cart-entry-row';
import { CART_ACTION_TITLES, CART_ANNOUNCEMENTS, EDIT_SUBMIT_LABEL, type CartAction } from './cart-page-messages';

export interface CartAlert {
  title: string;
  message: string;
}

export const ENTRY_SELECTOR = '[data-entry-id]';
const FOCUS_AFTER_REMOVAL = '.kiosk-cart-entry__remove';
export const EMPTY_TITLE_SELECTOR = '.kiosk-cart__empty-title';

/** What to say once `action` on `entry` is done: the line's quantity as the server set it (it may cap it). */
export function doneMessage(action: CartAction, entry: CartEntry, cart: { entries: readonly CartEntry[] } | null): string {
  if (action === 'remove') return CART_ANNOUNCEMENTS.remove(entry.title);
  if (action === 'form') return CART_ANNOUNCEMENTS.form(entry.title);
  const now = cart?.entries.find((line) => line.id === entry.id);
  return now ? CART_ANNOUNCEMENTS.quantity(entry.title, now.quantity) : CART_ANNOUNCEMENTS.remove(entry.title);
}

/** Ids of the lines in page order. */
function lineIds(root: HTMLElement): string[] {
  return [...root.querySelectorAll<HTMLElement>(ENTRY_SELECTOR)].map((row) => row.dataset.entryId ?? '');
}

/** When the focused control went away with its line, focus the next line (else the previous, else the empty cart). */
function keepFocus(root: HTMLElement, entryId: string, before: string[]): void {
  if (root.contains(document.activeElement)) return;
  const remaining = new Set(lineIds(root));
  const at = before.indexOf(entryId);
  const target = [...before.slice(at + 1), ...before.slice(0, at).reverse()].find((id) => remaining.has(id));
  const row = target === undefined ? null : root.querySelector<HTMLElement>(`[data-entry-id="${CSS.escape(target)}"]`);
  const focusable = row?.querySelector<HTMLElement>(FOCUS_AFTER_REMOVAL) ?? root.querySelector<HTMLElement>(EMPTY_TITLE_SELECTOR);
  focusable?.focus();
}

export function useCartActions(root: RefObject<HTMLElement | null>) {
  const [pending, setPending] = useState<Readonly<Record<string, EntryPending>>>({});
  const [alert, setAlert] = useState<CartAlert | null>(null);
  // Clicks arrive faster than re-renders: the guard reads this, not the state.
  const busy = useRef(new Set<string>());

  async function run(entry: CartEntry, action: CartAction, mark: EntryPending, work: () => Promise<void>): Promise<void> {
    if (busy.current.has(entry.id)) return;
    busy.current.add(entry.id);
    const before = root.current ? lineIds(root.current) : [];
    const hadFocus = root.current?.contains(document.activeElement) ?? false;
    setPending((all) => ({ ...all, [entry.id]: mark }));
    setAlert(null);
    try {
      await work();
      announce(doneMessage(action, entry, $cart.get()), { lead: true });
    } catch (error) {
      setAlert({ title: CART_ACTION_TITLES[action], message: cartErrorMessage(error, navigator.cookieEnabled) });
    } finally {
      busy.current.delete(entry.id);
      setPending(({ [entry.id]: _done, ...rest }) => rest);
      // After React has shown the answer (the line may be gone).
      if (hadFocus) setTimeout(() => root.current && keepFocus(root.current, entry.id, before), 0);
    }
  }

  /** Opens the line's form with its answers; saves what the visitor submits (the lightbox has checked it). */
  async function editAnswers(entry: CartEntry, form: FormDefinition | undefined): Promise<void> {
    if (busy.current.has(entry.id)) return;
    let values: FormValues | null;
    try {
      if (!form) throw new Error(`no form ${entry.additionalFieldsFormId}`);
      // The form's code (lightbox, fields, rules) comes with the first Edit: most carts never need it.
      const { showAdditionalFieldsForm } = await import('../additional-fields/open-form');
      values = await showAdditionalFieldsForm(form, { initialValues: entry.additionalFields ?? undefined, submitLabel: EDIT_SUBMIT_LABEL });
    } catch {
      setAlert({ title: CART_ACTION_TITLES.openForm, message: RETRY_MESSAGE });
      return;
    }
    if (values === null) return;
    const additionalFields = JSON.stringify(values);
    await run(entry, 'form', { editing: true }, () =>
      updateEntryAdditionalFields(entry.id, { itemId: entry.itemId, sku: entry.chosenVariant.sku, additionalFields }),
    );
  }

  return {
    pending,
    alert,
    changeQuantity: (entry: CartEntry, quantity: number) =>
      run(entry, 'quantity', { quantity }, () => setEntryQuantity(entry.id, quantity)),
    remove: (entry: CartEntry) => run(entry, 'remove', { removing: true }, () => removeEntry(entry.id)),
    editAnswers,
  };
}
