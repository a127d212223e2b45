import { describe, expect, it } from 'vitest';
import { $quantities, $selections, quantityTextOf, selectionOf, selectOption, setQuantityText } from '../../../islands/stores/product-form';

describe('product form store', () => {
  it('keeps each product’s choices apart and clears an option chosen back to empty', () => {
    selectOption('tee', 'Size', 'M');
    selectOption('tee', 'Color', 'Black');
    selectOption('mug', 'Size', 'L');
    expect(selectionOf('tee')).toEqual({ Size: 'M', Color: 'Black' });
    selectOption('tee', 'Size', '');
    expect(selectionOf('tee')).toEqual({ Color: 'Black' });
    expect(selectionOf('mug')).toEqual({ Size: 'L' });
    expect(selectionOf('other')).toEqual({});
    $selections.set({});
  });

  it('keeps the quantity exactly as typed', () => {
    expect(quantityTextOf('tee')).toBeUndefined();
    setQuantityText('tee', '2.5');
    expect(quantityTextOf('tee')).toBe('2.5');
    $quantities.set({});
  });
});
