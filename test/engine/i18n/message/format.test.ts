import { describe, expect, it } from 'vitest';
import { formatMessage, messageArguments, parseMessage, type ArgumentFormatter } from '../../../../engine/i18n/message';

const format = (source: string, args: unknown[], locale = 'en', named?: Record<string, unknown>, formatter?: ArgumentFormatter) =>
  formatMessage(parseMessage(source).nodes, messageArguments(args, named && new Map(Object.entries(named))), locale, formatter);

describe('formatMessage', () => {
  it('prints positional and named arguments as written', () => {
    expect(format('{0} and {who}', ['12345.67899'], 'en', { who: 'you' })).toBe('12345.67899 and you');
    expect(format('[{0}][{1}][{2}]', [{ a: 1 }, null, true])).toBe('[][][true]');
  });

  it('chooses plural branches by category, keeping written fraction digits', () => {
    const msg = '{0 plural zero{# ZERO} one{# ONE} other{# OTHER}}';
    expect(['0', '1', '1.0', '2'].map((n) => format(msg, [n]))).toEqual(['0 OTHER', '1 ONE', '1.0 OTHER', '2 OTHER']);
    expect(['0', '1.5', '2'].map((n) => format(msg, [n], 'fr-FR'))).toEqual(['0 ONE', '1.5 ONE', '2 OTHER']);
  });

  it('prefers exact branches and applies offsets', () => {
    const msg = '{0 plural offset:1 =0{nobody} =1{just {1}} one{{1} and # other} other{{1} and # others}}';
    expect([0, 1, 2, 5].map((n) => format(msg, [n, 'Ann']))).toEqual(['nobody', 'just Ann', 'Ann and 1 other', 'Ann and 4 others']);
  });

  it('formats ordinals', () => {
    const msg = '{0 selectordinal one{#st} two{#nd} few{#rd} other{#th}}';
    expect([1, 2, 3, 4, 21].map((n) => format(msg, [n]))).toEqual(['1st', '2nd', '3rd', '4th', '21st']);
  });

  it('selects by value, with other as the fallback', () => {
    const msg = '{0 select female{she} male{he} other{they}}';
    expect(['female', 'male', 'x', undefined].map((v) => format(msg, [v]))).toEqual(['she', 'he', 'they', 'they']);
  });

  it('reads non-numbers as 0 in plurals and prints nothing when no branch applies', () => {
    expect(format('{0 plural one{# x} other{# y}}', ['abc'])).toBe('0 y');
    expect(format('a {0 plural one{x}} b', [2])).toBe('a  b');
  });

  it('hands formatted arguments to the caller', () => {
    const seen: unknown[] = [];
    const formatter: ArgumentFormatter = (name, options, values) => {
      seen.push([name, options, values]);
      return name === 'upper' ? String(values[0]).toUpperCase() : undefined;
    };
    expect(format('{0 upper} {0;1 range x:y} end', ['a', 'b'], 'en', undefined, formatter)).toBe('A  end');
    expect(seen).toEqual([['upper', [], ['a']], ['range', ['x:y'], ['a', 'b']]]);
  });

  it('prints nothing for invalid arguments and keeps unterminated ones as text', () => {
    expect(format('a {0 plural bogus{x} other{y}} b', [1])).toBe('a  b');
    expect(format('a {0 plural one{x}', [1])).toBe('a {0 plural one{x}');
  });
});
