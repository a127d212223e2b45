/** `find-first` / `find-last`: the first (last) element whose path is truthy, optionally through a lookup object. */
import { describe, expect, it } from 'vitest';
import { render } from '../../../render';

const JSON_DATA = {
  items: [{ a: 0, n: 'x' }, { a: 1, n: 'y' }, { a: 2, n: 'z' }, { a: 0, n: 'w' }],
  ids: ['p1', 'p2', 'p3', 5],
  products: { p1: { ok: false }, p2: { ok: true }, p3: { ok: true }, 5: { ok: 1 } },
  list: [{ ok: true }],
  values: [0, '', null, 3, 4],
};
const out = (template: string) => render(template, JSON_DATA).output;

describe('find-first and find-last', () => {
  it('find the first and last element whose path is truthy', () => {
    expect(out('{items|find-first a|json}')).toBe('{"a":1,"n":"y"}');
    expect(out('{items|find-last a|json}')).toBe('{"a":2,"n":"z"}');
    expect(out('{items|find-first a.b}')).toBe('');
  });

  it('give the first and last element without arguments', () => {
    expect(out('{values|find-first}')).toBe('0');
    expect(out('{values|find-last}')).toBe('4');
  });

  it('look each element up in an object with two arguments', () => {
    expect(out('{ids|find-first products ok}')).toBe('p2');
    expect(out('{ids|find-last products ok}')).toBe('5');
    expect(out('{ids|find-first list ok}')).toBe('');
    expect(out('{ids|find-first nope ok}')).toBe('');
  });

  it('read a third argument as no lookup, and find nothing in a non-array', () => {
    expect(out('{ids|find-first products ok extra}')).toBe('');
    expect(out('{products|find-first ok}')).toBe('');
  });
});
