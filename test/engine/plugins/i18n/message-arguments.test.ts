/**
 * `message` arguments as the reference reads them: `name=path` and `name:path`
 * are named and also positional, everything is a reference (never a literal),
 * and a named argument wins over the position of the same number.
 */
import { describe, expect, it } from 'vitest';
import { render } from '../../render';

const message = (template: string, json: Record<string, unknown>) => render(template, json).output;

describe('message arguments', () => {
  it('resolves named arguments written with = or :', () => {
    expect(message('{m|message name=who}', { m: 'Hi {name}!', who: 'Bob' })).toBe('Hi Bob!');
    expect(message('{m|message name:who}', { m: 'Hi {name}!', who: 'Bob' })).toBe('Hi Bob!');
    expect(message('{m|message count=n}', { m: '{count plural one {# item} other {# items}}', n: 1 })).toBe('1 item');
  });

  it('counts named arguments among the positional ones, in the order written', () => {
    const json = { m: '{0} and {1} and {x}', a: 'A', b: 'B' };
    expect(message('{m|message a x=b}', json)).toBe('A and B and B');
    expect(message('{m|message x=b a}', json)).toBe('B and A and B');
  });

  it('splits at the first = or :, takes the last of a repeated name, allows an empty name', () => {
    expect(message('{m|message name=who name=other}', { m: 'Hi {name}!', who: 'Bob', other: 'O' })).toBe('Hi O!');
    expect(message('{m|message =who}', { m: 'Hi {0}', who: 'Bob' })).toBe('Hi Bob');
  });

  it('resolves every argument as a reference, so literals name keys', () => {
    expect(message("{m|message 'lit' 3 true}", { m: '[{0}][{1}][{2}]' })).toBe('[][][]');
    expect(message('{m|message 3}', { m: '{0}', 3: 'three' })).toBe('three');
  });

  it('prefers a named argument over the position with the same number', () => {
    expect(message('{m|message a 0=b}', { m: '{0} {1}', a: 'A', b: 'B' })).toBe('B B');
  });

  it('keeps positional arguments working inside sections', () => {
    expect(message('{.section s}{m|message a.b}{.end}', { s: { a: { b: 'deep' }, m: 'Inner {0}' } })).toBe('Inner deep');
    expect(message('{.repeated section s}{@|message @index}{.end}', { s: ['A {0}', 'B {0}'] })).toBe('A 1B 2');
  });
});
