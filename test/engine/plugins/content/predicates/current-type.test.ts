import { describe, expect, it } from 'vitest';
import { holds } from '../render';

describe('current-type?', () => {
  it('matches the named slice type', () => {
    expect(holds('current-type? gallery', { currentType: 5 })).toBe(true);
    expect(holds('current-type? gallery', { currentType: '5' })).toBe(true);
    expect(holds('current-type? heading', { currentType: 5 })).toBe(false);
  });
  it('is false without a known name', () => {
    expect(holds('current-type?', { currentType: 5 })).toBe(false);
    expect(holds('current-type? GALLERY', { currentType: 5 })).toBe(false);
    expect(holds('current-type? constructor', { currentType: 5 })).toBe(false);
  });
});
