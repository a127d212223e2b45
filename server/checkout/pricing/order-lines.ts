// Sums over the priced lines of an order that shipping, tax and coupons start from.
import type { PricedLine } from './quote-input';

export function lineCents(line: PricedLine): number {
  return line.unitCents * line.quantity;
}

export function subtotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineCents(line), 0);
}

/** Only physical goods travel; digital goods, services and gift cards do not need an address. */
export function requiresShipping(lines: readonly PricedLine[]): boolean {
  return lines.some((line) => line.productType === 'PHYSICAL');
}

/** The parcel's weight in the store's weight unit: weight × quantity of the physical lines. */
export function shippingWeight(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => (line.productType === 'PHYSICAL' ? sum + line.weight * line.quantity : sum), 0);
}

/** Gift cards are money in another form: never discounted and never taxed (tax is due when the card is spent). */
export function isGiftCardLine(line: PricedLine): boolean {
  return line.productType === 'GIFT_CARD';
}
