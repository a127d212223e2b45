// Which third parties the site's pages load, read the way the pages and the server decide it: Stripe when its keys
// are in the environment, the captcha content/website.json names, the instalments popup's text host.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveCaptcha } from '../../schemas/captcha';
import type { PolicySources } from './security-policy';

/** The variables that turn Stripe on (server/payments/payment-config.ts PAYMENT_ENV, by name). */
const STRIPE_KEYS = ['KIOSK_STRIPE_SECRET_KEY', 'KIOSK_STRIPE_PUBLISHABLE_KEY'] as const;

interface WebsiteFile {
  website?: { captchaSettings?: { provider?: string; siteKey?: string } };
  websiteSettings?: {
    captchaSettings?: { provider?: string; siteKey?: string };
    storeSettings?: { installments?: { modalBaseUrl?: unknown } };
  };
}

function readWebsite(contentDir: string): WebsiteFile {
  const file = join(contentDir, 'website.json');
  if (!existsSync(file)) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as WebsiteFile) : {};
  } catch {
    // The build and the API report a broken website.json with its reason; the headers just leave providers out.
    return {};
  }
}

/** The origin of an absolute http(s) URL; undefined for a path on the site itself. */
function absoluteOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** The providers part of the policy sources for the site in `contentDir`, under `env`. */
export function siteProviders(contentDir: string, env: NodeJS.ProcessEnv): Omit<PolicySources, 'apiOrigin' | 'scriptHashes'> {
  const website = readWebsite(contentDir);
  // The server reads `website.captchaSettings`; the templates print `websiteSettings.captchaSettings` too.
  const settings = website.website?.captchaSettings ?? website.websiteSettings?.captchaSettings;
  const { provider } = resolveCaptcha(settings);
  return {
    stripe: STRIPE_KEYS.some((name) => (env[name] ?? '').trim() !== ''),
    captcha: provider === 'proof-of-work' ? undefined : provider,
    installmentsOrigin: absoluteOrigin(website.websiteSettings?.storeSettings?.installments?.modalBaseUrl),
  };
}
