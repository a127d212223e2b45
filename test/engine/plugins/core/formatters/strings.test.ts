import { describe, expect, it } from 'vitest';
import { FakeContext } from '../../fake-context';
import { format } from '../run-core';

describe('str', () => {
  it('prints scalars, nothing for the rest', () => {
    expect(format('str', -15)).toBe('-15');
    expect(format('str', false)).toBe('false');
    expect(format('str', 'Central Park')).toBe('Central Park');
    expect(format('str', null)).toBe('');
    expect(format('str', { color: 'red' })).toBe('');
    expect(format('str', [1, 2])).toBe('');
  });
});

describe('output', () => {
  it('prints its arguments joined by spaces, whatever the value', () => {
    expect(format('output', {}, ['abc', 'def', 'ghi'])).toBe('abc def ghi');
    expect(format('output', undefined)).toBe('');
  });
});

describe('format', () => {
  const ctx = new FakeContext({ foo: 'A', bar: 'B', num: 12, obj: { a: 1 }, list: [1, 2], nil: null, yes: true });

  it('fills {N} with resolved arguments', () => {
    expect(format('format', '{0} and {1}', ['foo', 'bar'], ctx)).toBe('A and B');
    expect(format('format', '{1} and {5} optional {3}', ['foo', 'bar', 'foo', 'num'], ctx)).toBe('B and  optional 12');
    expect(format('format', '{000001} and {10000}', ['foo', 'bar'], ctx)).toBe('B and ');
  });

  it('treats {} as {0} and other placeholders as empty', () => {
    expect(format('format', '[{}][{x}][{-1}][{ 0 }][{1a}]', ['foo'], ctx)).toBe('[A][][][][]');
  });

  it('keeps a stray "}" and drops an unclosed "{" with the rest', () => {
    expect(format('format', '[{{0}}]', ['foo'], ctx)).toBe('[}]');
    expect(format('format', '[{0]', ['foo'], ctx)).toBe('[');
  });

  it('prints arguments as JavaScript strings, null and missing as ""', () => {
    expect(format('format', '{0}|{1}|{2}|{3}|{4}', ['obj', 'list', 'nil', 'yes', 'missing'], ctx)).toBe('[object Object]|1,2||true|');
  });

  it('resolves arguments as references, not literals', () => {
    expect(format('format', '<{0}>', ['"lit"'], ctx)).toBe('<>');
  });

  it('formats only text: numbers print as is, containers give ""', () => {
    expect(format('format', 12, ['foo'], ctx)).toBe('12');
    expect(format('format', [1], ['foo'], ctx)).toBe('');
    expect(format('format', undefined, [], ctx)).toBe('');
  });
});
