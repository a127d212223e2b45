// The site-user XSRF token: kept where later pages find it, sent on site-user calls only, forgotten on sign-out.
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_USER_XSRF_HEADER } from '../../../schemas/site-users';
import { SITE_USERS_API } from '../../../schemas/contract/site-users';
import { CART_API, cartReadQuery } from '../../../schemas/contract/cart';
import { callEndpoint } from '../../../islands/site-api/client';
import {
  clearSiteUserToken, isSiteUserPath, siteUserToken, SITE_USER_TOKEN_HEADER, storeSiteUserToken, type TokenStorage,
} from '../../../islands/site-api/site-user-token';
import { fakeTransport, json } from '../stores/fake-transport';

function mapStorage(): TokenStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const refusing: TokenStorage = {
  getItem: () => { throw new Error('SecurityError'); },
  setItem: () => { throw new Error('QuotaExceededError'); },
  removeItem: () => { throw new Error('SecurityError'); },
};

afterEach(() => clearSiteUserToken(undefined));

describe('the stored token', () => {
  it('is kept in storage, and forgotten', () => {
    const storage = mapStorage();
    storeSiteUserToken('tok-1', storage);
    expect([...storage.map.values()]).toEqual(['tok-1']);
    expect(siteUserToken(storage)).toBe('tok-1');
    clearSiteUserToken(storage);
    expect(storage.map.size).toBe(0);
    expect(siteUserToken(storage)).toBeUndefined();
  });

  it('lives in memory for the page when storage is refused', () => {
    storeSiteUserToken('tok-2', refusing);
    expect(siteUserToken(refusing)).toBe('tok-2');
    clearSiteUserToken(refusing);
    expect(siteUserToken(refusing)).toBeUndefined();
  });

  it('has the header name the server reads', () => {
    expect(SITE_USER_TOKEN_HEADER).toBe(SITE_USER_XSRF_HEADER);
    expect(isSiteUserPath(SITE_USERS_API.signOut.path)).toBe(true);
    expect(isSiteUserPath('/api/site-users')).toBe(true);
    expect(isSiteUserPath('/api/site-usersX')).toBe(false);
    expect(isSiteUserPath(CART_API.read.path)).toBe(false);
  });
});

describe('the client', () => {
  it('sends X-SiteUser-XSRF-Token on site-user calls while a token is set, and on no other call', async () => {
    const fake = fakeTransport([json({ message: 'ok' }), json({ message: 'ok' }), json({ id: 'c' }, 404)]);
    let token: string | undefined = 'tok-3';
    fake.transport.siteUserToken = () => token;
    await callEndpoint(fake.transport, SITE_USERS_API.signOut, { query: { cloneCart: 'true' } });
    token = undefined;
    await callEndpoint(fake.transport, SITE_USERS_API.signOut, { query: { cloneCart: 'false' } });
    token = 'tok-3';
    await callEndpoint(fake.transport, CART_API.read, { query: cartReadQuery(1) });
    expect(fake.sent.map((s) => [s.url, s.headers[SITE_USER_XSRF_HEADER]])).toEqual([
      ['/api/site-users/account/session?cloneCart=true', 'tok-3'],
      ['/api/site-users/account/session?cloneCart=false', undefined],
      [expect.stringMatching(/^\/api\/commerce\/shopping-cart/), undefined],
    ]);
    expect(fake.sent[0].headers['X-CSRF-Token']).toBe('crumb-1');
  });
});
