import { describe, expect, it } from 'vitest';
import { FakeContext } from '../../fake-context';
import { format, validation } from '../run-core';

function contextWithPartials() {
  return new FakeContext(
    { person: { name: 'Ada' } },
    {
      partials: {
        hello: (node) => `Hello, ${(node as { name: string }).name}`,
        echo: (node, call) => JSON.stringify({ node, ...call }),
      },
    },
  );
}

describe('apply', () => {
  it('renders the named partial against the value', () => {
    expect(format('apply', { name: 'Ada' }, ['hello'], contextWithPartials())).toBe('Hello, Ada');
  });

  it('passes private as isolation and key=value words as @args, ignoring other words', () => {
    const ctx = contextWithPartials();
    const out = format('apply', 'x', ['echo', 'foo=1', 'ignore', 'bar=a=b', 'private', 'ignoreme'], ctx);
    expect(JSON.parse(out as string)).toEqual({ node: 'x', isolated: true, params: { foo: '1', bar: 'a=b' } });
  });

  it('passes no @args when there are no key=value words', () => {
    const ctx = contextWithPartials();
    format('apply', 'x', ['echo'], ctx);
    expect(ctx.partialCalls).toEqual([{ name: 'echo', node: 'x', isolated: false, params: undefined }]);
  });

  it('gives "" when the partial does not exist (the context reports it), as Squarespace does', () => {
    const ctx = contextWithPartials();
    expect(format('apply', 'x', ['nope'], ctx)).toBe('');
    expect(ctx.errors).toHaveLength(1);
  });

  it('gives "" without a name, and an empty @args for words that are no key=value', () => {
    const ctx = contextWithPartials();
    expect(format('apply', 'x', [], ctx)).toBe('');
    format('apply', 'x', ['echo', 'private'], ctx);
    expect(ctx.partialCalls).toEqual([{ name: 'echo', node: 'x', isolated: true, params: {} }]);
  });

  it('needs a name', () => {
    expect(validation('f', 'apply', [])).toMatch(/apply needs the name/);
    expect(validation('f', 'apply', ['hello', 'private'])).toBeUndefined();
  });
});
