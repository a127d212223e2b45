/**
 * What the visitor has chosen on each product (variant options, quantity text), keyed by item id, so the
 * variant select, the quantity input and the add-to-cart button islands of one product read the same state.
 */
import { atom } from 'nanostores';

export type Selection = Readonly<Record<string, string>>;

export const $selections = atom<Readonly<Record<string, Selection>>>({});
/** The quantity exactly as typed: validation (spec §5 rules 4–5) needs the raw text. */
export const $quantities = atom<Readonly<Record<string, string>>>({});

export function selectOption(itemId: string, option: string, value: string): void {
  const all = $selections.get();
  const current = all[itemId] ?? {};
  const next = { ...current };
  if (value === '') delete next[option];
  else next[option] = value;
  $selections.set({ ...all, [itemId]: next });
}

export function selectionOf(itemId: string, all = $selections.get()): Selection {
  return all[itemId] ?? {};
}

export function setQuantityText(itemId: string, text: string): void {
  $quantities.set({ ...$quantities.get(), [itemId]: text });
}

/** The typed quantity, or undefined when the product shows no quantity input (then 1 is added). */
export function quantityTextOf(itemId: string, all = $quantities.get()): string | undefined {
  return all[itemId];
}

/** Products sold out when the page was built that the store has restocked since (the live stock says so). */
export const $restocked = atom<Readonly<Record<string, true>>>({});

export function markRestocked(itemId: string): void {
  $restocked.set({ ...$restocked.get(), [itemId]: true });
}
