// Bad input to the account endpoints: missing fields, wrong types, bodies that are not JSON or too large, passwords
// past the maximum, SQL-looking text and __proto__ keys all get a JSON 4xx, and nothing is stored.
import { describe, expect, it } from 'vitest';
import { SITE_USER_MESSAGES } from '../../../schemas/site-users';
import { ACCOUNT, accountWorld, countRows, PASSWORD, signedInVisitor, signIn, signUp, withXsrf } from './account-fixture';

const POSTS: [string, unknown][] = [
  [ACCOUNT, {}],
  [ACCOUNT, { email: 'ada@example.com' }],
  [ACCOUNT, { email: 42, password: PASSWORD }],
  [ACCOUNT, { email: 'not an email', password: PASSWORD }],
  [ACCOUNT, { email: 'ada@example.com', password: ['correct horse battery'] }],
  [ACCOUNT, { email: 'ada@example.com', password: 'x'.repeat(1025) }],
  [`${ACCOUNT}/session`, { email: 'ada@example.com' }],
  [`${ACCOUNT}/session`, { email: 'ada@example.com', password: PASSWORD, rememberMe: 'yes' }],
  [`${ACCOUNT}/session`, null],
  [`${ACCOUNT}/verification`, { token: 7 }],
  [`${ACCOUNT}/verification`, { token: 'short' }],
  [`${ACCOUNT}/password-reset`, { email: '' }],
  [`${ACCOUNT}/password-reset/confirm`, { token: 'A'.repeat(43) }],
  [`${ACCOUNT}/email/confirm`, []],
];

describe('bad input', () => {
  it('answers JSON 422 (or 400) for missing fields and wrong types, storing nothing', async () => {
    const world = await accountWorld();
    const v = await world.visitor();
    for (const [path, json] of POSTS) {
      const answer = await v.request(path, { method: 'POST', json });
      expect([400, 422], `${path} ${JSON.stringify(json)?.slice(0, 60)}`).toContain(answer.status);
      expect(typeof answer.body.error).toBe('string');
    }
    expect(await countRows(world.database, 'site_users')).toBe(0);
    expect(await countRows(world.database, 'site_user_tokens')).toBe(0);
    expect(await countRows(world.database, 'outbox')).toBe(0);
  });

  it('refuses a password over 1024 characters before hashing, with its own message', async () => {
    const world = await accountWorld();
    const v = await world.visitor();
    const long = await signUp(v, 'ada@example.com', 'x'.repeat(1025));
    expect(long.status).toBe(422);
    expect(long.body.error).toBe(SITE_USER_MESSAGES.passwordTooLong);
    const signInLong = await signIn(v, 'ada@example.com', 'x'.repeat(1025));
    expect(signInLong.status).toBe(422);
    expect((await signUp(v, 'ada@example.com', 'x'.repeat(1024))).status).toBe(201);
  });

  it('answers 400 for a body that is not JSON and 413 for one over 16 KiB', async () => {
    const world = await accountWorld();
    const v = await world.visitor();
    const broken = await v.request(`${ACCOUNT}/session`, { method: 'POST', rawBody: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect(typeof broken.body.error).toBe('string');
    const huge = await v.request(ACCOUNT, { method: 'POST', json: { email: 'ada@example.com', password: PASSWORD, padding: 'x'.repeat(20_000) } });
    expect(huge.status).toBe(413);
    expect(typeof huge.body.error).toBe('string');
    expect(await countRows(world.database, 'site_users')).toBe(0);
  });

  it('keeps SQL-looking text as plain data', async () => {
    const world = await accountWorld();
    const v = await world.visitor();
    const sneaky = "x');DROP/**/TABLE/**/site_users;--@example.com";
    expect((await signUp(v, sneaky)).status).toBe(201);
    expect((await signIn(v, "'OR'1'='1@example.com", "' OR '1'='1' --")).status).toBe(401);
    expect((await signIn(v, sneaky)).status).toBe(200);
    expect((await v.request(ACCOUNT)).body.email).toBe(sneaky);
    expect(await countRows(world.database, 'site_users')).toBe(1);
  });

  it('ignores __proto__ and constructor keys', async () => {
    const world = await accountWorld();
    const v = await world.visitor();
    const raw = `{"email":"ada@example.com","password":"${PASSWORD}","__proto__":{"verified":true,"admin":true},"constructor":{"prototype":{"x":1}}}`;
    const answer = await v.request(ACCOUNT, { method: 'POST', rawBody: raw, headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(201);
    await signIn(v, 'ada@example.com');
    const me = await v.request(ACCOUNT);
    expect(me.body.verified).toBe(false);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();

    const { v: signedIn, xsrf } = await signedInVisitor(world, 'grace@example.com');
    const locale = await signedIn.request(`${ACCOUNT}/locale`, {
      method: 'POST', rawBody: '{"__proto__":{"language":"fr"}}', headers: { 'content-type': 'application/json', ...withXsrf(xsrf) },
    });
    expect(locale.status).toBe(422);
    expect((await signedIn.request(ACCOUNT)).body.language).toBeNull();
  });

  it('refuses a language that is not a language tag', async () => {
    const world = await accountWorld();
    const { v, xsrf } = await signedInVisitor(world, 'ada@example.com');
    for (const language of ['', 'english please', "en'; --", 'x'.repeat(100)]) {
      const answer = await v.request(`${ACCOUNT}/locale`, { method: 'POST', json: { language }, headers: withXsrf(xsrf) });
      expect(answer.status).toBe(422);
      expect(answer.body.error).toBe(SITE_USER_MESSAGES.languageInvalid);
    }
  });
});
