// reCAPTCHA, hCaptcha and Turnstile against a local stand-in of their siteverify endpoint: the form fields sent,
// success, refusal, a provider in trouble and one that cannot be reached — all refusals, never a throw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteverifyCaptcha, SITEVERIFY_URLS } from '../../../server/captcha/siteverify';
import { freePort } from '../../harness/free-port';
import { PASS_TOKEN, startCaptchaStandIn, type CaptchaStandIn } from '../../harness/captcha-stand-in';

const SECRET = 'stand-in-secret';
let standIn: CaptchaStandIn;

beforeAll(async () => {
  standIn = await startCaptchaStandIn(SECRET);
});
afterAll(() => standIn.close());

describe.each(['recaptcha', 'hcaptcha', 'turnstile'] as const)('%s siteverify', (provider) => {
  const make = (verifyUrl = standIn.url, secret = SECRET) => createSiteverifyCaptcha({ provider, secret, siteKey: 'site-key-1', verifyUrl });

  it('posts secret, response and remoteip form-encoded, and accepts a token the provider passes', async () => {
    standIn.requests.length = 0;
    expect(await make().verify(PASS_TOKEN, { remoteIp: '203.0.113.7' })).toEqual({ ok: true });
    const [sent] = standIn.requests;
    expect(sent.contentType).toContain('application/x-www-form-urlencoded');
    expect(sent.fields).toMatchObject({ secret: SECRET, response: PASS_TOKEN, remoteip: '203.0.113.7' });
    // hCaptcha also checks the token was solved on the site's own key.
    expect(sent.fields.sitekey).toBe(provider === 'hcaptcha' ? 'site-key-1' : undefined);
  });

  it('refuses a token the provider refuses, with its error codes as the reason', async () => {
    expect(await make().verify('forged', {})).toEqual({ ok: false, reason: 'invalid-input-response' });
    expect(await make(standIn.url, 'wrong-secret').verify(PASS_TOKEN, {})).toEqual({ ok: false, reason: 'invalid-input-secret' });
  });

  it('refuses when the provider answers an error status', async () => {
    standIn.failWith = 503;
    try {
      expect(await make().verify(PASS_TOKEN, {})).toEqual({ ok: false, reason: 'provider answered HTTP 503' });
    } finally {
      standIn.failWith = undefined;
    }
  });

  it('refuses when the provider cannot be reached', async () => {
    const closed = `http://127.0.0.1:${await freePort()}/siteverify`;
    const verdict = await make(closed).verify(PASS_TOKEN, {});
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.reason).toMatch(/^provider unreachable/);
  });

  it('uses the provider\'s own endpoint by default', () => {
    expect(SITEVERIFY_URLS[provider]).toMatch(/^https:\/\/.+\/siteverify$/);
  });
});
