// The account calls: sign-in keeps its token, logout retries once on crumbFail (spec §4), a password change
// keeps the new token, and signing out here forgets the session even when it had already ended.
import { afterEach, describe, expect, it } from 'vitest';
import { changePassword, signIn, signOut } from '../../../islands/account/account-api';
import { signOutHere } from '../../../islands/account/sign-out';
import { clearSiteUserToken, siteUserToken } from '../../../islands/site-api/site-user-token';
import { $siteUser, resetSiteUserStore } from '../../../islands/stores/site-user';
import { fakeTransport, json } from '../stores/fake-transport';

afterEach(() => {
  clearSiteUserToken(undefined);
  resetSiteUserStore();
});

const crumbFail = () => json({ error: 'Your session has expired. Please reload the page and try again.', crumbFail: true }, 403);

describe('account calls', () => {
  it('signs in with rememberMe and stores the token it answers', async () => {
    const fake = fakeTransport([json({ xsrfToken: 'xsrf-1' })]);
    const answer = await signIn(fake.transport, { email: 'a@b.co', password: 'pw', rememberMe: true });
    expect(answer.ok).toBe(true);
    expect(fake.sent[0]).toMatchObject({ url: '/api/site-users/account/session', method: 'POST', body: { email: 'a@b.co', password: 'pw', rememberMe: true } });
    expect(siteUserToken(undefined)).toBe('xsrf-1');
  });

  it('stores nothing when sign-in is refused', async () => {
    const answer = await signIn(fakeTransport([json({ error: 'The email or password you entered is incorrect.' }, 401)]).transport, { email: 'a@b.co', password: 'x' });
    expect(answer).toMatchObject({ ok: false, failure: { status: 401 } });
    expect(siteUserToken(undefined)).toBeUndefined();
  });

  it('sends a logout again, once, when it carries crumbFail', async () => {
    const fake = fakeTransport([crumbFail(), json({ message: 'You have been signed out.' })], ['old', 'fresh']);
    expect(await signOut(fake.transport, true)).toMatchObject({ ok: true });
    expect(fake.sent.map((s) => [s.method, s.url, s.headers['X-CSRF-Token']])).toEqual([
      ['DELETE', '/api/site-users/account/session?cloneCart=true', 'old'],
      ['DELETE', '/api/site-users/account/session?cloneCart=true', 'fresh'],
    ]);
    const twice = fakeTransport([crumbFail(), crumbFail()]);
    expect(await signOut(twice.transport, false)).toMatchObject({ ok: false, failure: { crumbFail: true } });
    expect(twice.sent).toHaveLength(2);
    const other = fakeTransport([json({ error: 'Your session has expired. Please sign in again.' }, 403)]);
    await signOut(other.transport, false);
    expect(other.sent).toHaveLength(1);
  });

  it('signing out here forgets the token and marks the visitor signed out, also when the session had ended', async () => {
    for (const answer of [json({ message: 'You have been signed out.' }), json({ error: 'You are not signed in.' }, 401)]) {
      resetSiteUserStore();
      await signIn(fakeTransport([json({ xsrfToken: 'xsrf-2' })]).transport, { email: 'a@b.co', password: 'pw' });
      expect(await signOutHere(fakeTransport([answer]).transport, false)).toBeUndefined();
      expect(siteUserToken(undefined)).toBeUndefined();
      expect($siteUser.get()).toEqual({ status: 'signedOut' });
    }
    await signIn(fakeTransport([json({ xsrfToken: 'xsrf-3' })]).transport, { email: 'a@b.co', password: 'pw' });
    expect(await signOutHere(fakeTransport([new TypeError('Failed to fetch')]).transport, false)).toMatchObject({ message: expect.any(String) });
    expect(siteUserToken(undefined)).toBe('xsrf-3');
  });

  it('keeps the new token a password change answers', async () => {
    const fake = fakeTransport([json({ xsrfToken: 'xsrf-new' })]);
    fake.transport.siteUserToken = () => 'xsrf-old';
    await changePassword(fake.transport, { currentPassword: 'a', newPassword: 'abcdefgh' });
    expect(fake.sent[0].headers['X-SiteUser-XSRF-Token']).toBe('xsrf-old');
    expect(siteUserToken(undefined)).toBe('xsrf-new');
  });
});
