// Tokens and ids drawn from the pooled random bytes: their shapes, and no repeat across many pool refills.
import { describe, expect, it } from 'vitest';
import { randomHexId, randomToken } from '../../../server/security/tokens';

describe('random ids and tokens', () => {
  it('have their shapes and never repeat, across many refills of the pool', () => {
    const ids = Array.from({ length: 3000 }, randomHexId);
    const tokens = Array.from({ length: 3000 }, randomToken);
    expect(ids.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(tokens.every((token) => /^[A-Za-z0-9_-]{43}$/.test(token))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('are not all zero bytes (the pool is filled before use, and refilled)', () => {
    const hex = Array.from({ length: 500 }, randomHexId).join('');
    expect(hex).not.toMatch(/0{24}/);
  });
});
