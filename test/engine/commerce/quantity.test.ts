import { describe, expect, it } from 'vitest';
import { isMultipleQuantityAllowedForServices, shouldShowQuantityInput } from '../../../engine/commerce';
import { booleanCases, corpusAvailable } from './corpus-fixtures';

describe.skipIf(!corpusAvailable)('isMultipleQuantityAllowedForServices: corpus fixtures', () => {
  it.each(booleanCases('is-multi-quantity-allowed-for-services.json'))('%s', (_name, input, expected) => {
    expect(isMultipleQuantityAllowedForServices((input as { storeSettings?: unknown }).storeSettings)).toBe(expected);
  });
});

describe('shouldShowQuantityInput (spec §4 "Quantity input")', () => {
  const item = (productType: unknown, variants: unknown[], extra: object = {}) => ({
    structuredContent: { productType, variants, ...extra },
  });
  const stocked = [{ qtyInStock: 5 }];
  it('shows for physical products with more than one unit', () => {
    expect(shouldShowQuantityInput(item(1, stocked))).toBe(true);
    expect(shouldShowQuantityInput(item(1, [{ qtyInStock: 1 }]))).toBe(false);
    expect(shouldShowQuantityInput(item(1, [{ unlimited: true }]))).toBe(true);
  });
  it('shows for services unless the store allows one at a time', () => {
    expect(shouldShowQuantityInput(item(3, stocked))).toBe(true);
    expect(shouldShowQuantityInput(item(3, stocked), { multipleQuantityAllowedForServices: false })).toBe(false);
  });
  it('never shows for subscribable, digital or gift-card products', () => {
    expect(shouldShowQuantityInput(item(1, stocked, { isSubscribable: 'true' }))).toBe(false);
    expect(shouldShowQuantityInput(item(2, []))).toBe(false);
    expect(shouldShowQuantityInput(item(4, stocked))).toBe(false);
  });
});
