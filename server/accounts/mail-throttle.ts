// Limits how often account emails (sign-up confirmations, password resets, address changes) can be asked for,
// per client address and per target address, in the shared rate-limit windows: nobody can flood an inbox.
import type { Kysely } from 'kysely';
import { SITE_USER_MESSAGES } from '../../schemas/site-users';
import { createRateLimitStore } from '../db/rate-limits';
import type { Tables } from '../db/schema';
import { DomainError } from '../domain-error';

export interface MailAllowance {
  /** requests per client address and window */
  perAddress: number;
  /** emails per target address and window */
  perTarget: number;
  windowMs: number;
}

export const DEFAULT_MAIL_ALLOWANCE: MailAllowance = { perAddress: 10, perTarget: 5, windowMs: 15 * 60_000 };

export function createMailThrottle(db: Kysely<Tables>, now: () => number, allowance: MailAllowance = DEFAULT_MAIL_ALLOWANCE) {
  const windows = createRateLimitStore(db);

  async function count(bucket: string, limit: number): Promise<void> {
    const time = now();
    const window = await windows.hit(bucket, time, allowance.windowMs);
    if (window.hits > limit) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - time) / 1000));
      throw new DomainError('rate_limited', SITE_USER_MESSAGES.tooManyRequests, { retryAfter });
    }
  }

  return {
    /** Counts one request for an account email; refuses (429) past either allowance. */
    async allow(clientAddress: string, targetKey: string): Promise<void> {
      await count(`account-mail:address:${clientAddress}`, allowance.perAddress);
      await count(`account-mail:target:${targetKey}`, allowance.perTarget);
    },
  };
}

export type MailThrottle = ReturnType<typeof createMailThrottle>;
