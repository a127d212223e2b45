import { describe, expect, it } from 'vitest';
import { doneMessage } from '../../../islands/cart-page/use-cart-actions';
import type { CartEntry } from '../../../schemas/cart';

const line = (id: string, quantity: number) => ({ id, title: 'Ceramic Mug', quantity }) as CartEntry;

describe("the cart page's announcements", () => {
  it('says the quantity the server set, which may be less than asked', () => {
    expect(doneMessage('quantity', line('e1', 7), { entries: [line('e1', 3)] })).toBe('Quantity of Ceramic Mug changed to 3.');
  });

  it('says a removal, and a line gone by a quantity change as removed', () => {
    expect(doneMessage('remove', line('e1', 1), { entries: [] })).toBe('Ceramic Mug removed from your cart.');
    expect(doneMessage('quantity', line('e1', 0), { entries: [] })).toBe('Ceramic Mug removed from your cart.');
  });

  it("says a line's answers were saved", () => {
    expect(doneMessage('form', line('e1', 1), null)).toBe('Details of Ceramic Mug saved.');
  });
});
