import { describe, expect, it } from 'vitest';
import { parseMessage } from '../../../../engine/i18n/message/parser';

describe('parseMessage', () => {
  it('splits text and simple arguments', () => {
    const { nodes, errors } = parseMessage('Hi {0}, you are {name}.');
    expect(errors).toEqual([]);
    expect(nodes).toEqual([
      'Hi ',
      { kind: 'argument', names: ['0'], options: [] },
      ', you are ',
      { kind: 'argument', names: ['name'], options: [] },
      '.',
    ]);
  });

  it('reads formatted arguments with their options, several names joined by ";"', () => {
    expect(parseMessage('{0 decimal style:short maxfrac:1}').nodes).toEqual([
      { kind: 'argument', names: ['0'], format: 'decimal', options: ['style:short', 'maxfrac:1'] },
    ]);
    expect(parseMessage('{0;1 datetime-interval}').nodes).toEqual([
      { kind: 'argument', names: ['0', '1'], format: 'datetime-interval', options: [] },
    ]);
  });

  it('reads plural branches, exact values, offsets and #', () => {
    const { nodes, errors } = parseMessage('{0 plural offset:1 =0{none} one{# item} other{# items}}');
    expect(errors).toEqual([]);
    const choice = nodes[0];
    expect(choice).toMatchObject({ kind: 'plural', name: '0', offset: 1 });
    if (typeof choice !== 'object' || choice.kind !== 'plural') throw new Error('expected a plural');
    expect(choice.exact.get(0)).toEqual(['none']);
    expect(choice.branches.get('one')).toEqual([{ kind: 'pound' }, ' item']);
    expect([...choice.branches.keys()]).toEqual(['one', 'other']);
  });

  it('accepts the ICU comma style', () => {
    const { nodes, errors } = parseMessage('{0, plural, one {# x} other {# y}}');
    expect(errors).toEqual([]);
    expect(nodes[0]).toMatchObject({ kind: 'plural', name: '0' });
  });

  it('nests arguments and choices inside branches', () => {
    const { nodes, errors } = parseMessage('{0 plural one{{1} to bytes: {1 unit in:byte}} other{{1 select a{A} other{B}}}}');
    expect(errors).toEqual([]);
    const choice = nodes[0];
    if (typeof choice !== 'object' || choice.kind !== 'plural') throw new Error('expected a plural');
    expect(choice.branches.get('one')).toEqual([
      { kind: 'argument', names: ['1'], options: [] },
      ' to bytes: ',
      { kind: 'argument', names: ['1'], format: 'unit', options: ['in:byte'] },
    ]);
    expect(choice.branches.get('other')?.[0]).toMatchObject({ kind: 'select', name: '1' });
  });

  it('handles apostrophe quoting', () => {
    expect(parseMessage("it''s '{0}' {0}").nodes).toEqual(["it's {0} ", { kind: 'argument', names: ['0'], options: [] }]);
    // As Squarespace's engine reads it (not ICU): a lone apostrophe quotes up to the next one or the end.
    expect(parseMessage("don't").nodes).toEqual(['dont']);
    expect(parseMessage("it's {0} 'x'").nodes).toEqual(['its {0} x']);
    expect(parseMessage("{0 plural other{'#' #}}").nodes[0]).toMatchObject({
      branches: new Map([['other', ['# ', { kind: 'pound' }]]]),
    });
  });

  it('keeps # and a stray } outside choices as text', () => {
    expect(parseMessage('a # b } c').nodes).toEqual(['a # b } c']);
  });

  describe('errors', () => {
    it('prints an unterminated argument as text', () => {
      const { nodes, errors } = parseMessage('a {0 plural one{x} other{y} b');
      expect(nodes).toEqual(['a ', '{0 plural one{x} other{y} b']);
      expect(errors).toEqual([{ message: 'unterminated argument', offset: 2 }]);
      expect(parseMessage('{0').errors).toEqual([{ message: 'unterminated argument', offset: 0 }]);
    });

    it('reports an unterminated branch', () => {
      expect(parseMessage('{0 plural one{x').errors).toEqual([{ message: 'unterminated branch', offset: 0 }]);
    });

    it('rejects an unknown plural category', () => {
      const { nodes, errors } = parseMessage('a {0 plural bogus{x} other{y}} b');
      expect(nodes).toEqual(['a ', { kind: 'invalid' }, ' b']);
      expect(errors).toEqual([{ message: 'unknown plural category "bogus"', offset: 12 }]);
    });

    it('accepts any key in a select', () => {
      expect(parseMessage('{0 select bogus{x} other{y}}').errors).toEqual([]);
    });

    it('reports a choice without "other"', () => {
      expect(parseMessage('{0 plural one{x}}').errors).toEqual([{ message: 'plural argument without an "other" branch', offset: 0 }]);
    });

    it('reports malformed pieces and skips the argument', () => {
      expect(parseMessage('{} ok').errors[0]?.message).toBe('empty argument name');
      expect(parseMessage('{} ok').nodes).toEqual([{ kind: 'invalid' }, ' ok']);
      expect(parseMessage('{0 plural one x} ok').errors[0]?.message).toBe('expected "{" after "one"');
      expect(parseMessage('{0 plural =x{a} other{b}}').errors[0]?.message).toBe('invalid exact value "=x"');
      expect(parseMessage('{0 decimal {x}} ok').nodes).toEqual([{ kind: 'invalid' }, ' ok']);
    });

    it('stops at a nesting depth limit instead of overflowing the stack', () => {
      const deep = '{0 select other{'.repeat(100) + 'x' + '}}'.repeat(100);
      expect(parseMessage(deep).errors[0]?.message).toBe('message nested too deeply');
    });
  });
});
