import { describe, expect, it } from 'vitest';
import { tabAfterKey } from '../../../islands/reviews/tab-keys';

describe('tabAfterKey', () => {
  it('moves with the arrows, wrapping, and jumps with Home and End', () => {
    expect(tabAfterKey('ArrowRight', 0, 2)).toBe(1);
    expect(tabAfterKey('ArrowRight', 1, 2)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 2)).toBe(1);
    expect(tabAfterKey('ArrowDown', 0, 3)).toBe(1);
    expect(tabAfterKey('ArrowUp', 0, 3)).toBe(2);
    expect(tabAfterKey('Home', 2, 3)).toBe(0);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
    expect(tabAfterKey('Enter', 0, 3)).toBeUndefined();
  });
});
