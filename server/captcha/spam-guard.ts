// The checks a site-form submission or a restock sign-up passes before anything is stored: the decoy field left
// empty, the "form opened" ticket old enough (and used once), and — where the form has one — a solved captcha.
import { CAPTCHA_MESSAGES } from '../../schemas/messages';
import type { CaptchaProvider } from './captcha-provider';
import type { FormTickets } from './form-ticket';

export interface GuardedSubmission {
  /** whether this form's captcha is on (a site form's captchaSettings.enabled; the restock form when the site has one) */
  captchaRequired: boolean;
  captchaToken?: string;
  honeypot?: string;
  formTicket?: string;
  /** the visitor's address, passed on to third-party providers */
  remoteIp?: string;
}

export interface SpamGuardDeps {
  /** the site's provider: its own, else proof-of-work */
  captcha: CaptchaProvider;
  tickets: FormTickets;
  /** whether the restock form has a captcha (the site names a provider or a site key) */
  restockCaptcha: boolean;
  /** where a provider's own trouble (unreachable, an unreadable answer) is reported to the owner */
  warn?: (message: string) => void;
}

/** The error to throw for a refusal, worded for the caller's form (site forms and restock answer differently). */
export type Refuse = (message: string) => Error;

export function createSpamGuard({ captcha, tickets, restockCaptcha, warn }: SpamGuardDeps) {
  return {
    restockCaptcha,

    /** Throws `refuse(message)` for a submission that must not be stored; resolves when it may be. */
    async check(submission: GuardedSubmission, refuse: Refuse): Promise<void> {
      // A person never sees the decoy; anything in it was typed by a script.
      if ((submission.honeypot ?? '') !== '') throw refuse(CAPTCHA_MESSAGES.refused);
      const ticket = await tickets.check(submission.formTicket);
      if (!ticket.ok) throw refuse(CAPTCHA_MESSAGES.refused);
      if (!submission.captchaRequired) return;
      const token = submission.captchaToken?.trim() ?? '';
      if (token === '') throw refuse(CAPTCHA_MESSAGES.incomplete);
      const verdict = await captcha.verify(token, { remoteIp: submission.remoteIp });
      if (!verdict.ok) {
        if (verdict.reason.startsWith('provider')) warn?.(`${captcha.name} captcha: ${verdict.reason}`);
        throw refuse(CAPTCHA_MESSAGES.incomplete);
      }
    },
  };
}

export type SpamGuard = ReturnType<typeof createSpamGuard>;
