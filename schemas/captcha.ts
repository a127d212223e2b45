// Shapes of spam protection shared by islands/ and server/: the site's captcha settings (content/website.json
// `website.captchaSettings`), the proof-of-work challenge, the "form opened" ticket, and the submission fields.
import * as z from 'zod/mini';

/** `proof-of-work` is Kiosk's own (ALTCHA, no third party); the others are verified through their siteverify APIs. */
export const CAPTCHA_PROVIDERS = ['proof-of-work', 'recaptcha', 'hcaptcha', 'turnstile'] as const;
export const CaptchaProviderName = z.enum(CAPTCHA_PROVIDERS);
export type CaptchaProviderName = z.infer<typeof CaptchaProviderName>;

/** The third-party providers: each needs a site key (in content) and a secret (env KIOSK_CAPTCHA_SECRET). */
export type ThirdPartyCaptcha = Exclude<CaptchaProviderName, 'proof-of-work'>;

/** `website.captchaSettings` as the owner writes it; both keys optional. */
export const CaptchaSettings = z.looseObject({
  provider: z.optional(CaptchaProviderName),
  siteKey: z.optional(z.string()),
});
export type CaptchaSettings = z.infer<typeof CaptchaSettings>;

/** What a captcha widget needs: which provider, and its public site key ('' for proof-of-work). */
export interface CaptchaConfig {
  provider: CaptchaProviderName;
  siteKey: string;
}

/**
 * The provider a site uses: the one it names; else reCAPTCHA when it only gives a site key (what the spec's
 * `captchaSettings.siteKey` meant); else proof-of-work, which needs nothing configured.
 */
export function resolveCaptcha(settings: { provider?: string; siteKey?: string } | undefined): CaptchaConfig {
  const siteKey = settings?.siteKey?.trim() ?? '';
  const named = z.safeParse(CaptchaProviderName, settings?.provider);
  const provider: CaptchaProviderName = named.success ? named.data : siteKey ? 'recaptcha' : 'proof-of-work';
  return { provider, siteKey: provider === 'proof-of-work' ? '' : siteKey };
}

/**
 * Whether the site as a whole has a captcha (the restock form's, spec §5 "shown only if a site key is
 * configured"): a site key, or a provider named on purpose.
 */
export function siteHasCaptcha(settings: { provider?: string; siteKey?: string } | undefined): boolean {
  return (settings?.siteKey?.trim() ?? '') !== '' || (settings?.provider ?? '') !== '';
}

/** GET /api/captcha/challenge: an ALTCHA challenge, HMAC-signed by the server, with its expiry inside `salt`. */
export const ProofOfWorkChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.int(),
  salt: z.string(),
  signature: z.string(),
});
export type ProofOfWorkChallenge = z.infer<typeof ProofOfWorkChallenge>;

/** What the browser sends back (base64 of its JSON): the challenge with the number that solves it. */
export interface ProofOfWorkSolution {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** GET /api/captcha/form-ticket: a signed "form opened" time; a submission sent within `minFillMs` of it is refused. */
export const FormTicketResponse = z.object({
  ticket: z.string(),
  minFillMs: z.int().check(z.nonnegative()),
});
export type FormTicketResponse = z.infer<typeof FormTicketResponse>;

/** The longest captcha token, ticket or decoy value a submission may carry. */
export const MAX_SPAM_FIELD = 4096;

/** The spam-protection fields a site-form submission or a restock sign-up may carry beside its own. */
export const SpamFields = {
  /** the decoy field's value: empty for people */
  honeypot: z.optional(z.string().check(z.maxLength(MAX_SPAM_FIELD))),
  /** the ticket of GET /api/captcha/form-ticket, fetched when the visitor started on the form */
  formTicket: z.optional(z.string().check(z.maxLength(512))),
};

/** The decoy input's name: a field bots like to fill, that browsers do not autofill. */
export const HONEYPOT_NAME = 'company_website';
