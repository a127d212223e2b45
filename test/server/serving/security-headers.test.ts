// The security headers kiosk serve sends: the Content-Security-Policy (the site's own scripts, the build's inline
// script hashes and API origin, the configured providers), nosniff, the referrer policy, and HSTS only over HTTPS.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentSetup } from '../../../server/payments/payment-config';
import { contentSecurityPolicy } from '../../../server/serving/security-policy';
import { siteProviders } from '../../../server/serving/site-providers';
import { createServer, type KioskServer } from '../../../server/site-server';
import { testDatabase } from '../test-database';
import { CONTENT_DIR, fromAddress } from '../visitor';

const HASH = 'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
const STRIPE_ON = { providers: new Map(), config: { providers: ['stripe'], stripePublishableKey: 'pk_test_1', testMode: true } } as PaymentSetup;
let root: string;
let server: KioskServer;

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'kiosk-headers-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dist, '.kiosk-hosting.json'), JSON.stringify({ apiOrigin: 'https://api.shop.example', scriptHashes: [HASH] }));
  server = createServer({ distDir: dist, database: testDatabase(), contentDir: CONTENT_DIR, trustProxy: '10.0.0.1', payments: STRIPE_ON, log: () => {} });
  await server.api.ready;
});

afterAll(async () => {
  await server.api.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the security headers of kiosk serve', () => {
  it('puts the policy, nosniff and the referrer policy on pages, 404s and API answers', async () => {
    for (const path of ['/', '/no/such/page', '/api/health']) {
      const answer = await server.app.request(path);
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('content-security-policy'), path).toContain("frame-ancestors 'self'");
      expect(answer.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('allows the site\'s own scripts, the build\'s inline hashes, the API origin and Stripe, and nothing inline else', async () => {
    const policy = directives((await server.app.request('/')).headers.get('content-security-policy')!);
    expect(policy.get('script-src')).toEqual(["'self'", `'${HASH}'`, 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.shop.example', 'https://api.stripe.com']);
    expect(policy.get('frame-src')).toContain('https://js.stripe.com');
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('sends HSTS over TLS, or when a trusted proxy says the visitor used https, and never on a stranger\'s word', async () => {
    expect((await server.app.request('https://shop.example/')).headers.get('strict-transport-security')).toBe('max-age=31536000');
    const proxied = (address: string) =>
      server.app.request('/', { headers: { 'X-Forwarded-Proto': 'https' } }, fromAddress(address));
    expect((await proxied('10.0.0.1')).headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect((await proxied('::ffff:10.0.0.1')).headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect((await proxied('203.0.113.9')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('contentSecurityPolicy', () => {
  it('adds only the captcha the site uses and the instalments host', () => {
    const turnstile = directives(contentSecurityPolicy({ scriptHashes: [], stripe: false, captcha: 'turnstile', installmentsOrigin: 'https://static.afterpay.example' }));
    expect(turnstile.get('script-src')).toEqual(["'self'", 'https://challenges.cloudflare.com']);
    expect(turnstile.get('frame-src')).toEqual(["'self'", 'https://challenges.cloudflare.com']);
    expect(turnstile.get('connect-src')).toEqual(["'self'", 'https://static.afterpay.example']);
    const none = directives(contentSecurityPolicy({ scriptHashes: [], stripe: false }));
    expect(none.get('script-src')).toEqual(["'self'"]);
    expect(none.get('form-action')).toEqual(["'self'"]);
  });
});

describe('siteProviders', () => {
  function site(website: unknown): string {
    const dir = mkdtempSync(join(root, 'content-'));
    writeFileSync(join(dir, 'website.json'), JSON.stringify(website));
    return dir;
  }

  it('reads the demo store: proof-of-work (nothing outside), instalments text on the site, Stripe by its keys', () => {
    expect(siteProviders(CONTENT_DIR, {})).toEqual({ stripe: false, captcha: undefined, installmentsOrigin: undefined });
    expect(siteProviders(CONTENT_DIR, { KIOSK_STRIPE_SECRET_KEY: 'sk_test_1' }).stripe).toBe(true);
  });

  it('names the captcha content/website.json configures and an instalments host elsewhere', () => {
    const dir = site({
      website: { captchaSettings: { provider: 'hcaptcha', siteKey: 'k' } },
      websiteSettings: { storeSettings: { installments: { modalBaseUrl: 'https://static.afterpay.example/modal/' } } },
    });
    expect(siteProviders(dir, {})).toEqual({ stripe: false, captcha: 'hcaptcha', installmentsOrigin: 'https://static.afterpay.example' });
    expect(siteProviders(site({ website: { captchaSettings: { siteKey: 'k' } } }), {}).captcha).toBe('recaptcha');
  });
});
