// reCAPTCHA, hCaptcha and Cloudflare Turnstile: the server posts the visitor's token with the site's secret to the
// provider's siteverify endpoint (form-encoded: secret, response, remoteip; hCaptcha also sitekey) and reads
// `success` from the JSON answer. A provider that cannot be reached, or answers nonsense, refuses the token.
import * as z from 'zod/mini';
import type { ThirdPartyCaptcha } from '../../schemas/captcha';
import type { CaptchaProvider, CaptchaVerdict } from './captcha-provider';

/** Each provider's verification endpoint (from its server-side validation documentation). */
export const SITEVERIFY_URLS: Readonly<Record<ThirdPartyCaptcha, string>> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

/** How long the server waits for the provider before refusing the submission. */
export const SITEVERIFY_TIMEOUT_MS = 10_000;

export interface SiteverifyOptions {
  provider: ThirdPartyCaptcha;
  secret: string;
  siteKey: string;
  /** the endpoint; default SITEVERIFY_URLS[provider] (tests point it at a local stand-in) */
  verifyUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const Answer = z.looseObject({ success: z.boolean(), 'error-codes': z.optional(z.array(z.string())) });

export function createSiteverifyCaptcha(options: SiteverifyOptions): CaptchaProvider {
  const { provider, secret, siteKey } = options;
  const url = options.verifyUrl ?? SITEVERIFY_URLS[provider];
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? SITEVERIFY_TIMEOUT_MS;

  return {
    name: provider,
    async verify(token, { remoteIp }): Promise<CaptchaVerdict> {
      const form = new URLSearchParams({ secret, response: token });
      // An in-process request has no address; the provider is better told nothing than a placeholder.
      if (remoteIp && remoteIp !== 'unknown') form.set('remoteip', remoteIp);
      if (provider === 'hcaptcha') form.set('sitekey', siteKey);
      let body: unknown;
      try {
        const response = await send(url, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) return { ok: false, reason: `provider answered HTTP ${response.status}` };
        body = await response.json();
      } catch (error) {
        return { ok: false, reason: `provider unreachable: ${error instanceof Error ? error.message : String(error)}` };
      }
      const answer = z.safeParse(Answer, body);
      if (!answer.success) return { ok: false, reason: 'provider answer unreadable' };
      if (answer.data.success) return { ok: true };
      return { ok: false, reason: answer.data['error-codes']?.join(', ') || 'rejected' };
    },
  };
}
