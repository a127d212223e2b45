import { describe, expect, it } from 'vitest';
import { FakeContext } from '../../fake-context';
import { format, validation } from '../run-core';

describe('prop', () => {
  const foo = { bar: { quux: { baz: 'xyz' } }, arr: [7, 8], 'a.b': 2, n: null, '@': 'at' };

  it('follows literal keys, split on dots', () => {
    expect(format('prop', foo, ['bar', 'quux', 'baz'])).toBe('xyz');
    expect(format('prop', foo, ['bar.quux.baz'])).toBe('xyz');
    expect(format('prop', foo, ['arr.1'])).toBe(8);
    expect(format('prop', foo, ['arr', '01'])).toBe(8);
    expect(format('prop', foo, ['@'])).toBe('at');
    expect(format('prop', foo, ['n'])).toBeNull();
  });

  it('gives missing for absent keys, bad indexes and strings', () => {
    expect(format('prop', foo, ['x', 'y', 'z'])).toBeUndefined();
    expect(format('prop', foo, ['arr', '-1'])).toBeUndefined();
    expect(format('prop', foo, ['n', 'x'])).toBeUndefined();
    expect(format('prop', foo, ['a..b'])).toBeUndefined();
    expect(format('prop', 'str', ['length'])).toBeUndefined();
    expect(format('prop', ['foo', 'bar'], ['foo'])).toBeUndefined();
  });

  it('gives the value itself without arguments', () => {
    expect(format('prop', foo)).toBe(foo);
  });
});

describe('get', () => {
  const root = {
    id: '123',
    key: 'name',
    pathToName: ['person', 'name'],
    nested: [['person'], 'name'],
    dotted: 'a.b',
    zero: 0,
    yes: true,
    objects: { '123': { person: { name: 'Bob' }, name: 'Robert' }, 'a.b': 'dotted', '0': 'zero' },
  };
  const ctx = new FakeContext(root);

  it('uses each resolved argument as the next key', () => {
    expect(format('get', root.objects, ['id', 'key'], ctx)).toBe('Robert');
    expect(format('get', root.objects, ['zero'], ctx)).toBe('zero');
  });

  it('takes a string with dots as one key and an array as a path', () => {
    expect(format('get', root.objects, ['dotted'], ctx)).toBe('dotted');
    expect(format('get', root.objects, ['id', 'pathToName'], ctx)).toBe('Bob');
    expect(format('get', root.objects, ['id', 'nested'], ctx)).toBe('Bob');
  });

  it('gives missing when an argument is missing or not a key', () => {
    expect(format('get', root.objects, ['missing', 'id'], ctx)).toBeUndefined();
    expect(format('get', root.objects, ['yes'], ctx)).toBeUndefined();
    expect(format('get', root.objects, ['"123"'], ctx)).toBeUndefined();
  });

  it('keeps a null it finds and gives the value itself without arguments', () => {
    expect(format('get', { '123': null }, ['id'], ctx)).toBeNull();
    expect(format('get', root.objects, [], ctx)).toBe(root.objects);
  });
});

describe('lookup', () => {
  const root = {
    foo: { bar: 123 },
    baz: 'bar',
    keys: { first: 'name', second: 'make', deep: 'x.y.1' },
    product: { name: 'Stratocaster', make: 'Fender', x: { y: [5, 6] } },
    one: 1,
    kk: 'one',
    yes: true,
  };
  const ctx = new FakeContext(root);

  // In a variable tag the variable's value is pushed while its formatters run (`{product|lookup keys.first}`).
  const pushed = (value: unknown) => new FakeContext(root, { stack: [value] });

  it('looks the key held by the argument up the stack, where a variable tag pushed its value', () => {
    expect(format('lookup', root.foo, ['baz'], pushed(root.foo))).toBe(123);
    expect(format('lookup', root.product, ['keys.first'], pushed(root.product))).toBe('Stratocaster');
    expect(format('lookup', root.product, ['keys.deep'], pushed(root.product))).toBe(6);
  });

  it('falls back to the outer scopes, and does not look in a value nothing pushed (`{.var}`)', () => {
    expect(format('lookup', root.product, ['kk'], pushed(root.product))).toBe(1);
    expect(format('lookup', 'text', ['kk'], pushed('text'))).toBe(1);
    expect(format('lookup', root.product, ['keys.first'], ctx)).toBeUndefined();
  });

  it('gives missing for a missing or non-text key', () => {
    expect(format('lookup', root.product, ['nothing'], ctx)).toBeUndefined();
    expect(format('lookup', root.product, ['yes'], ctx)).toBeUndefined();
  });

  it('needs an argument', () => {
    expect(validation('f', 'lookup', [])).toMatch(/lookup needs a reference/);
    expect(validation('f', 'lookup', ['keys.first'])).toBeUndefined();
  });
});

describe('key-by', () => {
  const people = [
    { name: 'Bob', emails: { primary: 'bob@example.com' }, id: { n: 1 } },
    { name: 'Joe', emails: { primary: 'joe@example.com' }, id: { n: 2 } },
  ];

  it('keys array elements by the value at a path', () => {
    const byName = format('key-by', people, ['name']) as Record<string, unknown>;
    expect(Object.keys(byName)).toEqual(['Bob', 'Joe']);
    expect(format('prop', byName, ['Bob.emails.primary'])).toBe('bob@example.com');
    expect(Object.keys(format('key-by', people, ['id.n']) as object)).toEqual(['1', '2']);
  });

  it('stringifies keys, keeps null, lets later elements win and skips elements without the key', () => {
    const items = [{ k: 'a', v: 1 }, { k: 'a', v: 2 }, { k: null }, { k: true }, { x: 1 }, 'str', { k: [1] }];
    expect(JSON.stringify(format('key-by', items, ['k']))).toBe(
      '{"1":{"k":[1]},"a":{"k":"a","v":2},"null":{"k":null},"true":{"k":true}}',
    );
  });

  it('gives an empty object for anything but an array', () => {
    expect(format('key-by', { a: { k: 'x' } }, ['k'])).toEqual({});
    expect(format('key-by', undefined, ['k'])).toEqual({});
  });

  it('does not let a "__proto__" key change the result\'s prototype', () => {
    const out = format('key-by', [{ k: '__proto__', v: 1 }], ['k']) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBeNull();
    expect(out['__proto__']).toEqual({ k: '__proto__', v: 1 });
  });

  it('needs a path', () => {
    expect(validation('f', 'key-by', [])).toMatch(/key-by needs the path/);
  });
});
