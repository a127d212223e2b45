import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QuantityStepper, typedQuantity } from '../../../islands/cart-page/quantity-stepper';

const stepper = (quantity: number, max: number, busy = false) =>
  renderToStaticMarkup(<QuantityStepper title="Mug" quantity={quantity} max={max} busy={busy} onChange={() => {}} />);

describe('QuantityStepper', () => {
  it('is a labelled group of −, a number field bounded 1..max, and +', () => {
    const html = stepper(2, 3);
    expect(html).toContain('role="group" aria-label="Quantity of Mug"');
    expect(html).toContain('aria-label="Decrease quantity of Mug"');
    expect(html).toContain('aria-label="Increase quantity of Mug"');
    expect(html).toMatch(/<input[^>]*type="number"[^>]*min="1" max="3" step="1" aria-label="Quantity of Mug" value="2"/);
    expect(html).not.toContain('aria-disabled');
  });

  it('cannot go below 1 or above the line maximum, nor change while busy', () => {
    expect(stepper(1, 3)).toMatch(/aria-label="Decrease quantity of Mug" aria-disabled="true"/);
    expect(stepper(3, 3)).toMatch(/aria-label="Increase quantity of Mug" aria-disabled="true"/);
    expect(stepper(2, 3, true).match(/aria-disabled="true"/g)).toHaveLength(2);
  });

  it('reads a typed quantity as a whole number within 1..max', () => {
    expect(typedQuantity('4', 10)).toBe(4);
    expect(typedQuantity(' 12 ', 10)).toBe(10);
    expect(typedQuantity('0', 10)).toBe(1);
    expect(typedQuantity('2.5', 10)).toBeUndefined();
    expect(typedQuantity('', 10)).toBeUndefined();
    expect(typedQuantity('-3', 10)).toBeUndefined();
  });
});
