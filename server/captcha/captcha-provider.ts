// What every captcha provider does for the server: say whether a token the browser sent proves a solved captcha.
// Proof-of-work is checked here; reCAPTCHA, hCaptcha and Turnstile are asked through their siteverify APIs.
import type { CaptchaProviderName } from '../../schemas/captcha';

export type CaptchaVerdict = { ok: true } | { ok: false; reason: string };

export interface CaptchaProvider {
  readonly name: CaptchaProviderName;
  /** Never throws: a provider that cannot be reached is a refusal (`reason` says which), not an error. */
  verify(token: string, context: { remoteIp?: string }): Promise<CaptchaVerdict>;
}
