// Builds the site's spam protection once at start: which captcha provider (content/website.json
// `website.captchaSettings`, secrets from the environment), the signing key, the form tickets, and the guard the
// site-form and restock services call. A third-party provider without its site key or secret stops the server.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { CaptchaSettings, resolveCaptcha, siteHasCaptcha, type CaptchaConfig } from '../../schemas/captcha';
import { readJsonFile } from '../content/json-files';
import { createCaptchaSpentStore } from '../db/captcha-spent';
import type { Tables } from '../db/schema';
import type { CaptchaProvider } from './captcha-provider';
import { createFormTickets, DEFAULT_MIN_FILL_MS, type FormTickets } from './form-ticket';
import { captchaHmacKey } from './hmac-key';
import { createProofOfWork, type ProofOfWorkCaptcha } from './proof-of-work';
import { createSiteverifyCaptcha } from './siteverify';
import { createSpamGuard, type SpamGuard } from './spam-guard';

/** Every variable the captcha setup reads. */
export const CAPTCHA_ENV = {
  secret: 'KIOSK_CAPTCHA_SECRET',
  hmacKey: 'KIOSK_CAPTCHA_HMAC_KEY',
  verifyUrl: 'KIOSK_CAPTCHA_VERIFY_URL',
  minFillMs: 'KIOSK_FORM_MIN_FILL_MS',
} as const;

export interface CaptchaOptions {
  /** the third-party provider's secret key */
  secret?: string;
  /** signs challenges and tickets; default one generated once and kept in the database */
  hmacKey?: string;
  /** the third-party provider's siteverify URL (a local stand-in in tests) */
  verifyUrl?: string;
  /** the least time between the visitor starting on a form and sending it; 0 turns the check off */
  minFillMs?: number;
  /** the proof-of-work search space (tests make it small) */
  maxNumber?: number;
  fetch?: typeof fetch;
}

/**
 * The options an environment sets. Without one (an API built in-process) the minimum fill time is off; with one
 * (`kiosk serve`, `kiosk dev`) it defaults to DEFAULT_MIN_FILL_MS.
 */
export function captchaOptionsFromEnv(env: NodeJS.ProcessEnv | undefined): CaptchaOptions {
  if (!env) return { minFillMs: 0 };
  const text = env[CAPTCHA_ENV.minFillMs]?.trim();
  const minFillMs = text ? Number(text) : DEFAULT_MIN_FILL_MS;
  if (!Number.isInteger(minFillMs) || minFillMs < 0) {
    throw new Error(`${CAPTCHA_ENV.minFillMs} must be a whole number of milliseconds (0 turns the check off), not "${text}".`);
  }
  return {
    secret: env[CAPTCHA_ENV.secret]?.trim() || undefined,
    hmacKey: env[CAPTCHA_ENV.hmacKey]?.trim() || undefined,
    verifyUrl: env[CAPTCHA_ENV.verifyUrl]?.trim() || undefined,
    minFillMs,
  };
}

const WebsiteFile = z.looseObject({ website: z.optional(z.looseObject({ captchaSettings: z.optional(CaptchaSettings) })) });

/** `website.captchaSettings` of content/website.json; none when the file or the key is absent. */
export function readCaptchaSettings(contentDir: string): CaptchaSettings | undefined {
  const file = join(contentDir, 'website.json');
  if (!existsSync(file)) return undefined;
  const parsed = z.safeParse(WebsiteFile, readJsonFile(file));
  if (!parsed.success) throw new Error(`${file}: website.captchaSettings: ${parsed.error.issues[0]?.message ?? 'not valid'} (provider is one of proof-of-work, recaptcha, hcaptcha, turnstile)`);
  return parsed.data.website?.captchaSettings;
}

export interface CaptchaSetup {
  config: CaptchaConfig;
  /** set when the site's provider is proof-of-work: it issues the challenges */
  proofOfWork: ProofOfWorkCaptcha | undefined;
  tickets: FormTickets;
  guard: SpamGuard;
}

export interface CaptchaSetupDeps {
  db: Kysely<Tables>;
  contentDir: string;
  now: () => number;
  options: CaptchaOptions;
  warn?: (message: string) => void;
}

export async function createCaptchaSetup({ db, contentDir, now, options, warn }: CaptchaSetupDeps): Promise<CaptchaSetup> {
  const settings = readCaptchaSettings(contentDir);
  const config = resolveCaptcha(settings);
  const hmacKey = await captchaHmacKey(db, options.hmacKey);
  const spent = createCaptchaSpentStore(db);
  let provider: CaptchaProvider;
  let proofOfWork: ProofOfWorkCaptcha | undefined;
  if (config.provider === 'proof-of-work') {
    proofOfWork = createProofOfWork({ hmacKey, spent, now, maxNumber: options.maxNumber });
    provider = proofOfWork;
  } else {
    if (!config.siteKey) throw new Error(`content/website.json: website.captchaSettings names ${config.provider} but has no siteKey.`);
    if (!options.secret) throw new Error(`website.captchaSettings names ${config.provider}: set ${CAPTCHA_ENV.secret} to its secret key.`);
    provider = createSiteverifyCaptcha({ provider: config.provider, secret: options.secret, siteKey: config.siteKey, verifyUrl: options.verifyUrl, fetch: options.fetch });
  }
  const tickets = createFormTickets({ hmacKey, spent, now, minFillMs: options.minFillMs ?? 0 });
  const guard = createSpamGuard({ captcha: provider, tickets, restockCaptcha: siteHasCaptcha(settings), warn });
  return { config, proofOfWork, tickets, guard };
}
