// Kiosk's own captcha: an ALTCHA proof of work (altcha-lib). The server hands out HMAC-signed challenges that
// expire after a few minutes; the browser finds the number whose SHA-256 matches; the server checks the signature
// and the expiry against its own clock, and spends the solution so it serves one submission only.
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import * as z from 'zod/mini';
import type { ProofOfWorkChallenge } from '../../schemas/captcha';
import type { CaptchaSpentStore } from '../db/captcha-spent';
import { sha256Hex } from '../security/tokens';
import type { CaptchaProvider, CaptchaVerdict } from './captcha-provider';

/** How long a challenge may be solved and sent: enough to fill a form in, short enough that hoarding is pointless. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** The search space: about half of it is tried on average, under a second in a browser. */
export const DEFAULT_MAX_NUMBER = 50_000;

export interface ProofOfWorkOptions {
  hmacKey: string;
  spent: CaptchaSpentStore;
  now: () => number;
  ttlMs?: number;
  maxNumber?: number;
}

export interface ProofOfWorkCaptcha extends CaptchaProvider {
  challenge(): Promise<ProofOfWorkChallenge>;
}

/** The solution the widget sends: base64 of the challenge's JSON with the number found. */
const Solution = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().check(z.maxLength(256)),
  number: z.int().check(z.nonnegative()),
  salt: z.string().check(z.maxLength(512)),
  signature: z.string().check(z.maxLength(256)),
});

function decode(token: string): z.infer<typeof Solution> | undefined {
  try {
    const parsed = z.safeParse(Solution, JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The challenge's expiry in epoch ms, read from its signed salt (altcha writes seconds). */
function expiresAt(solution: z.infer<typeof Solution>): number | undefined {
  const seconds = Number.parseInt(extractParams(solution).expires ?? '', 10);
  return Number.isFinite(seconds) ? seconds * 1000 : undefined;
}

export function createProofOfWork({ hmacKey, spent, now, ttlMs = CHALLENGE_TTL_MS, maxNumber = DEFAULT_MAX_NUMBER }: ProofOfWorkOptions): ProofOfWorkCaptcha {
  return {
    name: 'proof-of-work',

    async challenge() {
      const made = await createChallenge({ hmacKey, algorithm: 'SHA-256', maxnumber: maxNumber, expires: new Date(now() + ttlMs) });
      return { algorithm: 'SHA-256', challenge: made.challenge, maxnumber: made.maxnumber ?? maxNumber, salt: made.salt, signature: made.signature };
    },

    async verify(token): Promise<CaptchaVerdict> {
      const solution = decode(token);
      if (!solution) return { ok: false, reason: 'malformed' };
      const expires = expiresAt(solution);
      // A challenge without an expiry was not made here: every one this server signs carries one.
      if (expires === undefined || expires < now()) return { ok: false, reason: 'expired' };
      // The expiry is checked above against the injected clock, so altcha's own (wall-clock) check is off.
      if (!(await verifySolution(solution, hmacKey, false))) return { ok: false, reason: 'invalid' };
      await spent.pruneExpired(now());
      if (!(await spent.spend(sha256Hex(`pow:${solution.signature}`), expires))) return { ok: false, reason: 'replayed' };
      return { ok: true };
    },
  };
}
