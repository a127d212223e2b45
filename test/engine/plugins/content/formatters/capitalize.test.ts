import { describe, expect, it } from 'vitest';
import { render } from '../render';

describe('capitalize', () => {
  it('upper-cases the whole text', () => {
    expect(render('{@|capitalize}', 'abc déf ß')).toBe('ABC DÉF SS');
    expect(render('{@|capitalize}', true)).toBe('TRUE');
  });
  it('prints nothing for lists and objects', () => {
    expect(render('{@|capitalize}', [1, 'a'])).toBe('');
    expect(render('{@|capitalize}', { a: 1 })).toBe('');
  });
});
