import { describe, expect, it } from 'vitest';
import { field, hasCode, isCode } from '../../../../engine/plugins/content/record-fields';

describe('field', () => {
  it('reads object keys and array indexes, and nothing from scalars', () => {
    expect(field({ a: 1 }, 'a')).toBe(1);
    expect(field(['x', 'y'], '1')).toBe('y');
    expect(field('abc', 'length')).toBeUndefined();
    expect(field(null, 'a')).toBeUndefined();
    expect(field(undefined, 'a')).toBeUndefined();
  });
});

describe('isCode / hasCode', () => {
  it('matches numbers and numeric strings, never booleans', () => {
    expect(isCode(2, 2)).toBe(true);
    expect(isCode('2', 2)).toBe(true);
    expect(isCode(true, 1)).toBe(false);
    expect(isCode(null, 0)).toBe(false);
    expect(hasCode({ recordType: -1 }, 'recordType', -1)).toBe(true);
    expect(hasCode({}, 'recordType', 0)).toBe(false);
  });
});
