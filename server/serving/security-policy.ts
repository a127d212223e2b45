// The security headers of every page: a Content-Security-Policy that lets the pages run only the site's own scripts
// (and the inline ones the build hashed) plus the third parties the site is configured to use (Stripe, a captcha,
// an instalments host), nosniff, a referrer policy, and HSTS when the page went out over HTTPS.
import type { ThirdPartyCaptcha } from '../../schemas/captcha';

export interface PolicySources {
  /** the API's origin when it is not the pages' own (the pages call it: connect-src) */
  apiOrigin?: string;
  /** CSP hash sources ('sha256-…') of the inline scripts the build found in the pages */
  scriptHashes: readonly string[];
  /** Stripe.js on the checkout page (a store with Stripe configured) */
  stripe: boolean;
  /** the third-party captcha the site's forms load, if any (proof-of-work needs nothing outside the site) */
  captcha?: ThirdPartyCaptcha;
  /** the origin the instalments popup loads its text from, when it is not the site */
  installmentsOrigin?: string;
}

type Directive = 'script-src' | 'style-src' | 'connect-src' | 'frame-src' | 'img-src';
type ProviderSources = Partial<Record<Directive, readonly string[]>>;

// What each provider's documentation says its browser script needs.
const STRIPE: ProviderSources = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

const CAPTCHAS: Readonly<Record<ThirdPartyCaptcha, ProviderSources>> = {
  recaptcha: {
    'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
  hcaptcha: {
    'script-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    'frame-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    'style-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    'connect-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
  turnstile: {
    'script-src': ['https://challenges.cloudflare.com'],
    'frame-src': ['https://challenges.cloudflare.com'],
  },
};

export const SECURITY_HEADER_NAMES = {
  csp: 'Content-Security-Policy',
  nosniff: 'X-Content-Type-Options',
  referrer: 'Referrer-Policy',
  hsts: 'Strict-Transport-Security',
} as const;

/** One year; no includeSubDomains, since the owner's other hosts may not all speak HTTPS. */
export const HSTS_VALUE = 'max-age=31536000';

/** The Content-Security-Policy header's value for these sources. */
export function contentSecurityPolicy(sources: PolicySources): string {
  const providers: ProviderSources[] = [];
  if (sources.stripe) providers.push(STRIPE);
  if (sources.captcha) providers.push(CAPTCHAS[sources.captcha]);
  const extra = (directive: Directive) => providers.flatMap((provider) => provider[directive] ?? []);
  const own = (...origins: (string | undefined)[]) => origins.filter((origin): origin is string => Boolean(origin));
  const hashes = sources.scriptHashes.map((hash) => `'${hash}'`);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...extra('script-src')]],
    // Templates and the image pipeline write style attributes (focal points, placeholders): inline styles stay allowed.
    ['style-src', ["'self'", "'unsafe-inline'", ...extra('style-src')]],
    // Owners may point content images at another host; images cannot run code.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...own(sources.apiOrigin, sources.installmentsOrigin), ...extra('connect-src')]],
    ['frame-src', ["'self'", ...extra('frame-src')]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...own(sources.apiOrigin)]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/** Every security header a page goes out with; HSTS only over HTTPS (a browser ignores it on http anyway). */
export function securityHeaders(sources: PolicySources, https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    [SECURITY_HEADER_NAMES.csp]: contentSecurityPolicy(sources),
    [SECURITY_HEADER_NAMES.nosniff]: 'nosniff',
    [SECURITY_HEADER_NAMES.referrer]: 'strict-origin-when-cross-origin',
  };
  if (https) headers[SECURITY_HEADER_NAMES.hsts] = HSTS_VALUE;
  return headers;
}
