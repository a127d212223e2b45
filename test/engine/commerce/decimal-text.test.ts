import { describe, expect, it } from 'vitest';
import { compareDecimals, movePoint } from '../../../engine/commerce/decimal-text';

describe('movePoint', () => {
  it('moves the point and keeps every digit as written', () => {
    expect(movePoint('-0.001', 2)).toBe('-0.1');
    expect(movePoint('.75', 2)).toBe('75');
    expect(movePoint('1.50', 2)).toBe('150');
    expect(movePoint('12.3400', 2)).toBe('1234.00');
    expect(movePoint('00012.5', 2)).toBe('1250');
    expect(movePoint('1e3', 2)).toBe('100000');
    expect(movePoint('1E-7', 2)).toBe('0.00001');
    expect(movePoint('-1.4609609827328299e-49', 2)).toBe(`-0.${'0'.repeat(46)}14609609827328299`);
    expect(movePoint('90071992547409931', 2)).toBe('9007199254740993100');
    expect(movePoint('2500', 0)).toBe('2500');
  });
  it('writes zero with its fraction zeros and its sign', () => {
    expect(movePoint('0.00', 2)).toBe('0');
    expect(movePoint('0.000', 2)).toBe('0.0');
    expect(movePoint('-0', 2)).toBe('-0');
    expect(movePoint('-0.00', 2)).toBe('-0');
    expect(movePoint('0e5', 2)).toBe('0');
  });
  it('gives undefined for text that is no decimal', () => {
    for (const text of ['', '.', '-', 'x', '1.2.3', '1e', 'e5', '12a', '1,000']) expect(movePoint(text, 2)).toBeUndefined();
    expect(movePoint('1e999999', 2)).toBeUndefined();
  });
});

describe('compareDecimals', () => {
  it('orders by value, exactly', () => {
    expect(compareDecimals('100.1', '100.2')).toBe(-1);
    expect(compareDecimals('9007199254740993100', '9007199254740993000')).toBe(1);
    expect(compareDecimals('1e2', '100.00')).toBe(0);
    expect(compareDecimals('0', '0.5')).toBe(-1);
    expect(compareDecimals('-2', '-1.5')).toBe(-1);
    expect(compareDecimals('-0.001', '-0')).toBe(-1);
    expect(compareDecimals('-0', '0.00')).toBe(0);
    expect(compareDecimals('0.05', '0.5')).toBe(-1);
  });
});
