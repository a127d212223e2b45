// A typed quantity read by the rules of the cart's `Quantity` schema (schemas/cart.ts), without the schema library:
// the add button checks it in the browser before anything is sent, and must not download zod to do so.
import { CART_MESSAGES } from './add-to-cart-messages';
import { QUANTITY_MAX, QUANTITY_MIN } from './quantity-range';

export type QuantityReading = { success: true; data: number } | { success: false; message: string };

/**
 * Numeric text becomes a number, then: a finite number (spec §5 rule 4), a whole one (rule 5), within the range.
 * The same order and messages as `Quantity.safeParse(raw)`'s first issue (a test holds them equal).
 */
export function readQuantity(raw: unknown): QuantityReading {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value)) return { success: false, message: CART_MESSAGES.notANumber };
  if (!Number.isSafeInteger(value)) return { success: false, message: CART_MESSAGES.notWhole };
  if (value < QUANTITY_MIN || value > QUANTITY_MAX) return { success: false, message: CART_MESSAGES.outOfRange };
  return { success: true, data: value };
}
