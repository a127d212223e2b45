// Tokens and ids drawn from the pooled random bytes: their shapes, and no repeat across many pool refills.
import { describe, expect, it } from 'vitest';
import { randomHexId, randomToken, timeOrderedHexId } from '../../../server/security/tokens';

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

  it('time-ordered ids have the same shape, sort by their time and never repeat within one millisecond', () => {
    const at = Date.UTC(2026, 10, 26, 13, 0, 0);
    const sameMoment = Array.from({ length: 2000 }, () => timeOrderedHexId(at));
    expect(sameMoment.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(new Set(sameMoment).size).toBe(sameMoment.length);
    const times = [at - 86_400_000, at - 1, at, at + 1, at + 3_600_000];
    const ids = times.map((time) => timeOrderedHexId(time));
    expect([...ids].sort()).toEqual(ids);
    expect(ids[2].slice(0, 12)).toBe(at.toString(16).padStart(12, '0'));
  });
});
