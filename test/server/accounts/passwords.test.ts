// Password hashes (scrypt with a salt each, parameters inside the hash), the signed site-user cookie and the sealed
// cart tokens: what each accepts and what it refuses.
import { describe, expect, it } from 'vitest';
import { createDecoyHash, hashPassword, needsRehash, verifyPassword } from '../../../server/accounts/passwords';
import { sealToken, unsealToken } from '../../../server/accounts/sealed-token';
import { sessionKeys } from '../../../server/accounts/session-keys';
import { readSiteUserCookie, signSiteUserCookie } from '../../../server/accounts/signed-cookie';
import { TEST_COST } from './account-fixture';

describe('passwords', () => {
  it('hashes with a fresh salt and the cost in the hash, and verifies only the same password', async () => {
    const first = await hashPassword('correct horse battery', TEST_COST);
    const second = await hashPassword('correct horse battery', TEST_COST);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse batter', first)).toBe(false);
    expect(await verifyPassword('Correct horse battery', second)).toBe(false);
  });

  it('keeps verifying old hashes after the cost is raised, and says they need rehashing', async () => {
    const old = await hashPassword('correct horse battery', TEST_COST);
    expect(needsRehash(old, { N: 2048, r: 8, p: 1 })).toBe(true);
    expect(needsRehash(old, TEST_COST)).toBe(false);
    expect(await verifyPassword('correct horse battery', old)).toBe(true);
  });

  it('refuses malformed hashes and passwords over the maximum without throwing', async () => {
    expect(await verifyPassword('anything', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$99999999$8$1$c2FsdA$a2V5')).toBe(false);
    const hash = await hashPassword('x'.repeat(1024), TEST_COST);
    expect(await verifyPassword('x'.repeat(1025), hash)).toBe(false);
    await expect(hashPassword('x'.repeat(1025), TEST_COST)).rejects.toThrow(RangeError);
  });

  it('has a decoy hash nothing matches, made once', async () => {
    const decoy = createDecoyHash(TEST_COST);
    const hash = await decoy();
    expect(await decoy()).toBe(hash);
    expect(await verifyPassword('', hash)).toBe(false);
    expect(await verifyPassword('correct horse battery', hash)).toBe(false);
  });
});

describe('the signed site-user cookie', () => {
  const key = sessionKeys('test secret').cookie;

  it('reads back what was signed', () => {
    const value = signSiteUserCookie(key, { authenticated: true, siteUserId: 'u1', sid: 's1' });
    expect(readSiteUserCookie(key, value)).toEqual({ ok: true, cookie: { authenticated: true, siteUserId: 'u1', sid: 's1' } });
  });

  it('refuses another key, an altered payload, a missing signature and junk', () => {
    const value = signSiteUserCookie(key, { authenticated: true, siteUserId: 'u1', sid: 's1' });
    expect(readSiteUserCookie(sessionKeys('other secret').cookie, value).ok).toBe(false);
    const [, signature] = value.split('.');
    const altered = Buffer.from(JSON.stringify({ authenticated: true, siteUserId: 'u2', sid: 's1' })).toString('base64url');
    expect(readSiteUserCookie(key, `${altered}.${signature}`).ok).toBe(false);
    expect(readSiteUserCookie(key, altered).ok).toBe(false);
    expect(readSiteUserCookie(key, '').ok).toBe(false);
    expect(readSiteUserCookie(key, '.....').ok).toBe(false);
  });
});

describe('sealed cart tokens', () => {
  it('opens with the same key only, and not once altered', () => {
    const { seal } = sessionKeys('test secret');
    const sealed = sealToken(seal, 'cart-token-123');
    expect(sealToken(seal, 'cart-token-123')).not.toBe(sealed);
    expect(unsealToken(seal, sealed)).toBe('cart-token-123');
    expect(unsealToken(sessionKeys('other secret').seal, sealed)).toBeUndefined();
    const parts = sealed.split('.');
    const flipped = `${parts[2][0] === 'A' ? 'B' : 'A'}${parts[2].slice(1)}`;
    expect(unsealToken(seal, [parts[0], parts[1], flipped].join('.'))).toBeUndefined();
    expect(unsealToken(seal, 'junk')).toBeUndefined();
  });
});
