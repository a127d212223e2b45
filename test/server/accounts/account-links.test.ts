// The account's emailed links and the changes behind them: sign-up and confirming the address, password reset,
// password and address changes, and deleting the account; used and expired links refused.
import { describe, expect, it } from 'vitest';
import { SITE_USER_MESSAGES } from '../../../schemas/site-users';
import {
  ACCOUNT, accountEmails, accountWorld, countRows, emailedToken, PASSWORD, signedInVisitor, signIn, signUp, withXsrf,
} from './account-fixture';

const HOUR = 60 * 60_000;

describe('sign-up and confirming the address', () => {
  it('creates an unconfirmed account and emails an absolute link to /account/verify; the link confirms it once', async () => {
    const world = await accountWorld();
    const v = await world.visitor();
    const created = await signUp(v, 'Ada@Example.com');
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ message: SITE_USER_MESSAGES.signUpSent });
    const [email] = await accountEmails(world.database);
    expect(email.template).toBe('account-verify');
    expect(email.to).toBe('Ada@Example.com');
    expect(String(email.payload.linkUrl)).toMatch(/^https:\/\/shop\.example\/account\/verify\?token=[A-Za-z0-9_-]{43}$/);

    const token = await emailedToken(world.database, 'account-verify', 'Ada@Example.com');
    const verified = await v.request(`${ACCOUNT}/verification`, { method: 'POST', json: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: SITE_USER_MESSAGES.emailConfirmed });
    await signIn(v, 'ada@example.com');
    expect((await v.request(ACCOUNT)).body.verified).toBe(true);

    const again = await v.request(`${ACCOUNT}/verification`, { method: 'POST', json: { token } });
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ error: SITE_USER_MESSAGES.linkExpired });
  });

  it('answers a second sign-up of the same address the same, without a second account or a new password', async () => {
    const world = await accountWorld();
    const v = await world.visitor();
    await signUp(v, 'ada@example.com');
    const again = await signUp(v, 'ADA@example.com', 'another password entirely');
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ message: SITE_USER_MESSAGES.signUpSent });
    expect(await countRows(world.database, 'site_users')).toBe(1);
    expect((await signIn(v, 'ada@example.com', 'another password entirely')).status).toBe(401);
    expect((await signIn(v, 'ada@example.com', PASSWORD)).status).toBe(200);
  });

  it('refuses an unknown token with 404 and an expired one with 410', async () => {
    const world = await accountWorld();
    const v = await world.visitor();
    await signUp(v, 'ada@example.com');
    const token = await emailedToken(world.database, 'account-verify', 'ada@example.com');
    const unknown = await v.request(`${ACCOUNT}/verification`, { method: 'POST', json: { token: 'A'.repeat(43) } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: SITE_USER_MESSAGES.linkInvalid });
    world.clock.now += 73 * HOUR;
    expect((await v.request(`${ACCOUNT}/verification`, { method: 'POST', json: { token } })).status).toBe(410);
  });

  it('resends a link to a signed-in unconfirmed visitor (the old one stops working), and refuses once confirmed', async () => {
    const world = await accountWorld();
    const { v, xsrf } = await signedInVisitor(world, 'ada@example.com', { verify: false });
    const first = await emailedToken(world.database, 'account-verify', 'ada@example.com');
    world.clock.now += 1_000;
    const resent = await v.request(`${ACCOUNT}/verification/resend`, { method: 'POST', headers: withXsrf(xsrf) });
    expect(resent.status).toBe(200);
    const second = await emailedToken(world.database, 'account-verify', 'ada@example.com');
    expect(second).not.toBe(first);
    expect((await v.request(`${ACCOUNT}/verification`, { method: 'POST', json: { token: first } })).status).toBe(410);
    expect((await v.request(`${ACCOUNT}/verification`, { method: 'POST', json: { token: second } })).status).toBe(200);
    const refused = await v.request(`${ACCOUNT}/verification/resend`, { method: 'POST', headers: withXsrf(xsrf) });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: SITE_USER_MESSAGES.alreadyVerified });
  });

  it('limits how many emails one address can ask for', async () => {
    const world = await accountWorld();
    const v = await world.visitor();
    for (let attempt = 0; attempt < 5; attempt++) expect((await signUp(v, 'ada@example.com')).status).toBe(201);
    const limited = await signUp(v, 'ada@example.com');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe(SITE_USER_MESSAGES.tooManyRequests);
    expect(limited.body.retryAfter).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBe(limited.body.retryAfter);
    expect((await accountEmails(world.database)).length).toBe(5);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the address has an account, emailing only a real one', async () => {
    const world = await accountWorld();
    const v = await world.visitor();
    await signUp(v, 'ada@example.com');
    const known = await v.request(`${ACCOUNT}/password-reset`, { method: 'POST', json: { email: 'ada@example.com' } });
    const unknown = await v.request(`${ACCOUNT}/password-reset`, { method: 'POST', json: { email: 'nobody@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: SITE_USER_MESSAGES.resetSent });
    expect(unknown.body).toEqual(known.body);
    const resets = (await accountEmails(world.database)).filter((email) => email.template === 'password-reset');
    expect(resets.map((email) => email.to)).toEqual(['ada@example.com']);
    expect(String(resets[0].payload.linkUrl)).toMatch(/^https:\/\/shop\.example\/account\/reset-password\?token=/);
  });

  it('sets the new password once, ends every session, and refuses the link again or after an hour', async () => {
    const world = await accountWorld();
    const { v } = await signedInVisitor(world, 'ada@example.com');
    const other = await world.visitor();
    await v.request(`${ACCOUNT}/password-reset`, { method: 'POST', json: { email: 'ada@example.com' } });
    const token = await emailedToken(world.database, 'password-reset', 'ada@example.com');

    const reset = await other.request(`${ACCOUNT}/password-reset/confirm`, { method: 'POST', json: { token, password: 'a brand new secret' } });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: SITE_USER_MESSAGES.passwordChanged });
    expect((await v.request(ACCOUNT)).status).toBe(401);
    expect((await signIn(other, 'ada@example.com', PASSWORD)).status).toBe(401);
    expect((await signIn(other, 'ada@example.com', 'a brand new secret')).status).toBe(200);

    const reused = await other.request(`${ACCOUNT}/password-reset/confirm`, { method: 'POST', json: { token, password: 'yet another secret' } });
    expect(reused.status).toBe(410);

    world.clock.now += 1_000;
    await v.request(`${ACCOUNT}/password-reset`, { method: 'POST', json: { email: 'ada@example.com' } });
    const late = await emailedToken(world.database, 'password-reset', 'ada@example.com');
    world.clock.now += HOUR + 1;
    expect((await other.request(`${ACCOUNT}/password-reset/confirm`, { method: 'POST', json: { token: late, password: 'too late now!' } })).status).toBe(410);
    expect((await signIn(other, 'ada@example.com', 'a brand new secret')).status).toBe(200);
  });

  it('refuses a new password shorter than 8 characters and changes nothing', async () => {
    const world = await accountWorld();
    const v = await world.visitor();
    await signUp(v, 'ada@example.com');
    await v.request(`${ACCOUNT}/password-reset`, { method: 'POST', json: { email: 'ada@example.com' } });
    const token = await emailedToken(world.database, 'password-reset', 'ada@example.com');
    const short = await v.request(`${ACCOUNT}/password-reset/confirm`, { method: 'POST', json: { token, password: 'short' } });
    expect(short.status).toBe(422);
    expect(short.body.error).toBe(SITE_USER_MESSAGES.passwordTooShort);
    expect((await v.request(`${ACCOUNT}/password-reset/confirm`, { method: 'POST', json: { token, password: 'long enough now' } })).status).toBe(200);
  });
});

describe('changing the password', () => {
  it('needs the current password; ends the other sessions and gives this one a new XSRF token', async () => {
    const world = await accountWorld();
    const { v, xsrf } = await signedInVisitor(world, 'ada@example.com');
    const elsewhere = await world.visitor();
    await signIn(elsewhere, 'ada@example.com');

    const wrong = await v.request(`${ACCOUNT}/password`, { method: 'POST', json: { currentPassword: 'not it at all', newPassword: 'a new password' }, headers: withXsrf(xsrf) });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ error: SITE_USER_MESSAGES.wrongPassword });
    expect((await v.request(`${ACCOUNT}/password`, { method: 'POST', json: { currentPassword: PASSWORD, newPassword: 'a new password' } })).status).toBe(403);

    const changed = await v.request(`${ACCOUNT}/password`, { method: 'POST', json: { currentPassword: PASSWORD, newPassword: 'a new password' }, headers: withXsrf(xsrf) });
    expect(changed.status).toBe(200);
    expect(changed.body.xsrfToken).not.toBe(xsrf);
    expect((await v.request(ACCOUNT)).status).toBe(200);
    expect((await elsewhere.request(ACCOUNT)).status).toBe(401);
    expect((await v.request(`${ACCOUNT}/locale`, { method: 'POST', json: { language: 'en' }, headers: withXsrf(xsrf) })).status).toBe(403);
    expect((await v.request(`${ACCOUNT}/locale`, { method: 'POST', json: { language: 'en' }, headers: withXsrf(changed.body.xsrfToken) })).status).toBe(200);
    expect((await signIn(elsewhere, 'ada@example.com', 'a new password')).status).toBe(200);
  });
});

describe('changing the address', () => {
  it('emails a link to the new address; the account moves (confirmed) only when it is followed', async () => {
    const world = await accountWorld();
    const { v, xsrf } = await signedInVisitor(world, 'ada@example.com');
    const asked = await v.request(`${ACCOUNT}/email`, { method: 'POST', json: { newEmail: 'ada@new.example', password: PASSWORD }, headers: withXsrf(xsrf) });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: SITE_USER_MESSAGES.emailChangeSent });
    const mail = (await accountEmails(world.database)).find((email) => email.template === 'email-change')!;
    expect(mail.to).toBe('ada@new.example');
    expect(String(mail.payload.linkUrl)).toMatch(/^https:\/\/shop\.example\/account\/confirm-email\?token=/);
    expect((await v.request(ACCOUNT)).body).toMatchObject({ email: 'ada@example.com', pendingEmail: 'ada@new.example' });

    const token = await emailedToken(world.database, 'email-change', 'ada@new.example');
    const confirmed = await v.request(`${ACCOUNT}/email/confirm`, { method: 'POST', json: { token } });
    expect(confirmed.status).toBe(200);
    expect((await v.request(ACCOUNT)).body).toMatchObject({ email: 'ada@new.example', verified: true, pendingEmail: null });
    expect((await signIn(v, 'ada@example.com')).status).toBe(401);
    expect((await signIn(v, 'ada@new.example')).status).toBe(200);
    expect((await v.request(`${ACCOUNT}/email/confirm`, { method: 'POST', json: { token } })).status).toBe(410);
  });

  it('refuses a wrong password, the same address, and an address another account uses', async () => {
    const world = await accountWorld();
    await signUp(await world.visitor(), 'grace@example.com');
    const { v, xsrf } = await signedInVisitor(world, 'ada@example.com');
    const change = (newEmail: string, password = PASSWORD) =>
      v.request(`${ACCOUNT}/email`, { method: 'POST', json: { newEmail, password }, headers: withXsrf(xsrf) });
    expect((await change('ada@new.example', 'not the password')).status).toBe(422);
    expect((await change('ADA@example.com')).body).toEqual({ error: SITE_USER_MESSAGES.sameEmail });
    const taken = await change('grace@example.com');
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: SITE_USER_MESSAGES.emailTaken });
    expect((await accountEmails(world.database)).filter((email) => email.template === 'email-change')).toEqual([]);
  });
});

describe('deleting the account', () => {
  it('needs the password, deletes the account with its sessions and links, and signs the browser out', async () => {
    const world = await accountWorld();
    const { v, xsrf } = await signedInVisitor(world, 'ada@example.com');
    const elsewhere = await world.visitor();
    await signIn(elsewhere, 'ada@example.com');

    const wrong = await v.request(ACCOUNT, { method: 'DELETE', json: { password: 'not the password' }, headers: withXsrf(xsrf) });
    expect(wrong.status).toBe(422);
    expect(await countRows(world.database, 'site_users')).toBe(1);
    expect((await v.request(ACCOUNT, { method: 'DELETE', json: { password: PASSWORD } })).status).toBe(403);

    const deleted = await v.request(ACCOUNT, { method: 'DELETE', json: { password: PASSWORD }, headers: withXsrf(xsrf) });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: SITE_USER_MESSAGES.accountDeleted });
    expect(v.cookies.has('SiteUserInfo')).toBe(false);
    expect(await countRows(world.database, 'site_users')).toBe(0);
    expect(await countRows(world.database, 'site_user_sessions')).toBe(0);
    expect(await countRows(world.database, 'site_user_tokens')).toBe(0);
    expect((await elsewhere.request(ACCOUNT)).status).toBe(401);
    expect((await signIn(elsewhere, 'ada@example.com')).status).toBe(401);
    // The address is free for a new account.
    expect((await signUp(elsewhere, 'ada@example.com')).status).toBe(201);
  });

  it('answers 401 without a session', async () => {
    const world = await accountWorld();
    const v = await world.visitor();
    expect((await v.request(ACCOUNT, { method: 'DELETE', json: { password: PASSWORD } })).status).toBe(401);
  });
});
