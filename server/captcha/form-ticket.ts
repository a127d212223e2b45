// The "form opened" ticket: a server-signed time the island fetches when the visitor starts on a form. A
// submission carrying it is refused when it comes sooner than the minimum fill time (people do not fill a form in
// a second; scripts do), later than the ticket's life, or a second time. The time is the server's, never the client's.
import { createHmac } from 'node:crypto';
import type { CaptchaSpentStore } from '../db/captcha-spent';
import { randomToken, sameSecret, sha256Hex } from '../security/tokens';

/** The minimum time launchers use unless KIOSK_FORM_MIN_FILL_MS says otherwise. */
export const DEFAULT_MIN_FILL_MS = 2000;
/** A ticket serves for two hours: long enough for a long message, short enough to keep the spent list small. */
export const TICKET_TTL_MS = 2 * 60 * 60 * 1000;

export type TicketVerdict = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'too-fast' | 'expired' | 'replayed' };

export interface FormTicketOptions {
  hmacKey: string;
  spent: CaptchaSpentStore;
  now: () => number;
  /** 0 turns the check off: tickets are still handed out, and none is required */
  minFillMs: number;
  ttlMs?: number;
}

export function createFormTickets({ hmacKey, spent, now, minFillMs, ttlMs = TICKET_TTL_MS }: FormTicketOptions) {
  const sign = (issuedAt: string, nonce: string) => createHmac('sha256', hmacKey).update(`form-ticket.${issuedAt}.${nonce}`).digest('base64url');

  return {
    minFillMs,

    issue(): string {
      const issuedAt = String(now());
      const nonce = randomToken();
      return `t1.${issuedAt}.${nonce}.${sign(issuedAt, nonce)}`;
    },

    async check(ticket: string | undefined): Promise<TicketVerdict> {
      if (minFillMs <= 0) return { ok: true };
      if (!ticket) return { ok: false, reason: 'missing' };
      const [version, issuedAt, nonce, signature, ...rest] = ticket.split('.');
      if (version !== 't1' || rest.length > 0 || !/^\d{1,15}$/.test(issuedAt ?? '') || !nonce || !signature) return { ok: false, reason: 'malformed' };
      if (!sameSecret(signature, sign(issuedAt, nonce))) return { ok: false, reason: 'malformed' };
      const age = now() - Number(issuedAt);
      if (age < minFillMs) return { ok: false, reason: 'too-fast' };
      if (age > ttlMs) return { ok: false, reason: 'expired' };
      await spent.pruneExpired(now());
      if (!(await spent.spend(sha256Hex(`ticket:${nonce}`), Number(issuedAt) + ttlMs))) return { ok: false, reason: 'replayed' };
      return { ok: true };
    },
  };
}

export type FormTickets = ReturnType<typeof createFormTickets>;
