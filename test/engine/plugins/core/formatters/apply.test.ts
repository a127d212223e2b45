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

  it('gives missing when the partial does not exist (the context reports it)', () => {
    const ctx = contextWithPartials();
    expect(format('apply', 'x', ['nope'], ctx)).toBeUndefined();
    expect(ctx.errors).toHaveLength(1);
  });

  it('needs a name', () => {
    expect(validation('f', 'apply', [])).toMatch(/apply needs the name/);
    expect(validation('f', 'apply', ['hello', 'private'])).toBeUndefined();
  });
});
