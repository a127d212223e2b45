import { describe, expect, it } from 'vitest';
import { parsedArgs } from '../../../engine/plugins/parsed-args';

describe('parsedArgs', () => {
  it('parses each args array once, even when the result is undefined', () => {
    let calls = 0;
    const first = parsedArgs((args) => {
      calls++;
      return args.length > 0 ? args[0] : undefined;
    });
    const a = ['x'];
    const empty: string[] = [];
    expect(first(a)).toBe('x');
    expect(first(a)).toBe('x');
    expect(first(empty)).toBeUndefined();
    expect(first(empty)).toBeUndefined();
    expect(calls).toBe(2);
    expect(first(['x'])).toBe('x');
    expect(calls).toBe(3);
  });
});
