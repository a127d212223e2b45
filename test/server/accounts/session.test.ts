// Signing in and out: the cookies, the XSRF token, the same refusal for an unknown email and a wrong password,
// sessions that end on the server, and a corrupt or forged cookie treated as none.
import { describe, expect, it, vi } from 'vitest';
import { SITE_USER_MESSAGES } from '../../../schemas/site-users';
import { CRUMB_FAIL_MESSAGE } from '../../../schemas/api-error';
import { ACCOUNT, accountWorld, countRows, PASSWORD, signedInVisitor, signIn, signUp, withXsrf } from './account-fixture';

describe('signing in', () => {
  it('sets the signed HttpOnly cookie and the readable hint, answers the XSRF token, and the account call sees the visitor', async () => {
    const world = await accountWorld();
    const v = await world.visitor();
    expect((await v.request(ACCOUNT)).status).toBe(401);
    expect((await signUp(v, 'ada@example.com')).status).toBe(201);

    const answer = await signIn(v, 'ADA@example.com ', PASSWORD, true);
    expect(answer.status).toBe(200);
    expect(answer.body.xsrfToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const session = answer.setCookies.find((cookie) => cookie.name === 'SiteUserInfo')!;
    expect(session.attributes.httponly).toBe(true);
    expect(session.attributes.samesite).toBe('Lax');
    expect(session.attributes.path).toBe('/');
    expect(session.attributes['max-age']).toBe(String(30 * 24 * 60 * 60));
    const hint = answer.setCookies.find((cookie) => cookie.name === 'siteUserHint')!;
    expect(hint.value).toBe('1');
    expect(hint.attributes.httponly).toBeUndefined();
    expect(answer.headers.get('cache-control')).toContain('no-store');

    const me = await v.request(ACCOUNT);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ email: 'ada@example.com', verified: false, createdAt: world.clock.now, language: null, pendingEmail: null });
  });

  it('gives a browser-session cookie without rememberMe, and the server ends that session after a day', async () => {
    const world = await accountWorld();
    const v = await world.visitor();
    await signUp(v, 'grace@example.com');
    const answer = await signIn(v, 'grace@example.com', PASSWORD, false);
    expect(answer.setCookies.find((cookie) => cookie.name === 'SiteUserInfo')!.attributes['max-age']).toBeUndefined();
    world.clock.now += 23 * 60 * 60_000;
    expect((await v.request(ACCOUNT)).status).toBe(200);
    world.clock.now += 2 * 60 * 60_000;
    const late = await v.request(ACCOUNT);
    expect(late.status).toBe(401);
    // The dead cookie is cleared, so the islands stop asking.
    expect(v.cookies.has('SiteUserInfo')).toBe(false);
    expect(v.cookies.has('siteUserHint')).toBe(false);
  });

  it('answers an unknown email and a wrong password with the same 401 and message', async () => {
    const world = await accountWorld();
    const v = await world.visitor();
    await signUp(v, 'ada@example.com');
    const wrong = await signIn(v, 'ada@example.com', 'not the password');
    const unknown = await signIn(v, 'nobody@example.com', PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: SITE_USER_MESSAGES.badCredentials });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.setCookies.some((cookie) => cookie.name === 'SiteUserInfo')).toBe(false);
    expect(await countRows(world.database, 'site_user_sessions')).toBe(0);
  });

  it('treats a corrupt or forged cookie as none, and logs it', async () => {
    const world = await accountWorld();
    const { v } = await signedInVisitor(world, 'ada@example.com');
    const real = v.cookies.get('SiteUserInfo')!;
    const [payload, signature] = real.split('.');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    for (const forged of ['not-a-cookie', '%7B%22authenticated%22%3Atrue%7D', `${payload}.${signature.slice(0, -2)}xx`,
      `${Buffer.from(JSON.stringify({ authenticated: true, siteUserId: 'someone-else', sid: 'x' })).toString('base64url')}.${signature}`]) {
      v.cookies.set('SiteUserInfo', forged);
      const answer = await v.request(ACCOUNT);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: SITE_USER_MESSAGES.signedOut });
    }
    expect(warn.mock.calls.filter(([line]) => String(line).includes('Ignoring a corrupt SiteUserInfo cookie'))).toHaveLength(4);
    warn.mockRestore();
    v.cookies.set('SiteUserInfo', real);
    expect((await v.request(ACCOUNT)).status).toBe(200);
  });
});

describe('the XSRF token', () => {
  it('is required on state-changing site-user calls: missing or wrong answers 403 and changes nothing', async () => {
    const world = await accountWorld();
    const { v, xsrf } = await signedInVisitor(world, 'ada@example.com');
    const missing = await v.request(`${ACCOUNT}/locale`, { method: 'POST', json: { language: 'fr-CA' } });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ error: SITE_USER_MESSAGES.xsrfFail });
    const wrong = await v.request(`${ACCOUNT}/locale`, { method: 'POST', json: { language: 'fr-CA' }, headers: withXsrf('x'.repeat(43)) });
    expect(wrong.status).toBe(403);
    expect((await v.request(ACCOUNT)).body.language).toBeNull();

    const right = await v.request(`${ACCOUNT}/locale`, { method: 'POST', json: { language: 'fr-CA' }, headers: withXsrf(xsrf) });
    expect(right.status).toBe(200);
    expect(right.body.language).toBe('fr-CA');
  });

  it('belongs to its session: another session\'s token is refused', async () => {
    const world = await accountWorld();
    const first = await signedInVisitor(world, 'ada@example.com');
    const second = await world.visitor();
    const answer = await signIn(second, 'ada@example.com');
    expect((await second.request(`${ACCOUNT}/locale`, { method: 'POST', json: { language: 'de' }, headers: withXsrf(first.xsrf) })).status).toBe(403);
    expect((await second.request(`${ACCOUNT}/locale`, { method: 'POST', json: { language: 'de' }, headers: withXsrf(answer.body.xsrfToken) })).status).toBe(200);
  });
});

describe('signing out', () => {
  it('ends the session on the server: the old cookie no longer works anywhere', async () => {
    const world = await accountWorld();
    const { v, xsrf } = await signedInVisitor(world, 'ada@example.com');
    const cookie = v.cookies.get('SiteUserInfo')!;
    const out = await v.request(`${ACCOUNT}/session?cloneCart=false`, { method: 'DELETE', headers: withXsrf(xsrf) });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: SITE_USER_MESSAGES.signOutDone });
    expect(v.cookies.has('SiteUserInfo')).toBe(false);
    expect(v.cookies.has('siteUserHint')).toBe(false);
    expect((await v.request(ACCOUNT)).status).toBe(401);
    // A copy of the cookie kept elsewhere is as dead.
    v.cookies.set('SiteUserInfo', cookie);
    expect((await v.request(ACCOUNT)).status).toBe(401);
    expect(await countRows(world.database, 'site_user_sessions')).toBe(0);
  });

  it('answers crumbFail when the crumb is missing, so the island can retry once with a fresh one', async () => {
    const world = await accountWorld();
    const { v, xsrf } = await signedInVisitor(world, 'ada@example.com');
    const failed = await v.request(`${ACCOUNT}/session?cloneCart=false`, { method: 'DELETE', headers: withXsrf(xsrf), withoutCrumb: true });
    expect(failed.status).toBe(403);
    expect(failed.body).toEqual({ error: CRUMB_FAIL_MESSAGE, crumbFail: true });
    expect((await v.request(ACCOUNT)).status).toBe(200);
    const retried = await v.request(`${ACCOUNT}/session?cloneCart=false`, { method: 'DELETE', headers: withXsrf(xsrf) });
    expect(retried.status).toBe(200);
  });

  it('refuses a signed-in sign-out without the XSRF token, and lets a browser without a session clear its cookies', async () => {
    const world = await accountWorld();
    const { v } = await signedInVisitor(world, 'ada@example.com');
    expect((await v.request(`${ACCOUNT}/session`, { method: 'DELETE' })).status).toBe(403);
    expect((await v.request(ACCOUNT)).status).toBe(200);

    const stranger = await world.visitor();
    const answer = await stranger.request(`${ACCOUNT}/session`, { method: 'DELETE' });
    expect(answer.status).toBe(200);
  });

  it('refuses a cloneCart that is not true or false', async () => {
    const world = await accountWorld();
    const { v, xsrf } = await signedInVisitor(world, 'ada@example.com');
    const answer = await v.request(`${ACCOUNT}/session?cloneCart=maybe`, { method: 'DELETE', headers: withXsrf(xsrf) });
    expect(answer.status).toBe(422);
    expect(typeof answer.body.error).toBe('string');
    expect((await v.request(ACCOUNT)).status).toBe(200);
  });
});
