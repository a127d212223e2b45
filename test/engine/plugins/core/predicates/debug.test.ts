import { describe, expect, it } from 'vitest';
import { FakeContext } from '../../fake-context';
import { check } from '../run-core';

describe('debug?', () => {
  it('is true when a truthy `debug` is in the context', () => {
    expect(check('debug', [], new FakeContext({}))).toBe(false);
    expect(check('debug', [], new FakeContext({ debug: 1 }))).toBe(true);
    expect(check('debug', [], new FakeContext({ debug: false }))).toBe(false);
  });

  it('finds `debug` in enclosing nodes, innermost first', () => {
    expect(check('debug', [], new FakeContext({ debug: 'x' }, { stack: [{ other: 1 }] }))).toBe(true);
    expect(check('debug', [], new FakeContext({ debug: 0 }, { stack: [{ debug: true }] }))).toBe(true);
  });
});
