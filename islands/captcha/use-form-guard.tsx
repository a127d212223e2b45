/**
 * Spam protection for a form island: the captcha widget (when the form has one), the decoy field and the form
 * ticket, behind one hook. `prepare` gives what the submission carries, or the message for an unsolved captcha;
 * `failed` resets the captcha and keeps a captcha-bound submit disabled until it is solved again (spec §4).
 */
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { CaptchaConfig } from '../../schemas/captcha';
import { CAPTCHA_MESSAGES } from '../../schemas/messages';
import type { SiteTransport } from '../site-api/transport';
import { CaptchaWidget, type CaptchaHandle } from './captcha-widget';
import { createTicketClock } from './form-ticket';
import { Honeypot } from './honeypot';

/** The fields a guarded submission carries; the caller names the captcha's (`captchaKey` or `captchaToken`). */
export interface GuardFields {
  captcha?: string;
  honeypot?: string;
  formTicket?: string;
}

export type Prepared = { ok: true; fields: GuardFields } | { ok: false; message: string };

export interface FormGuard {
  /** the captcha widget, or null when the form has none (or is done) */
  captcha: ReactNode;
  honeypot: ReactNode;
  /** a failed submission left the captcha to solve again: the submit waits for it */
  submitBlocked: boolean;
  /** the visitor started on the form (first focus): the ticket is fetched */
  start(): void;
  prepare(): Promise<Prepared>;
  failed(): void;
  /** the submission went through: the captcha goes away */
  succeeded(): void;
}

export function useFormGuard(config: CaptchaConfig | undefined, transport: SiteTransport): FormGuard {
  const handle = useRef<CaptchaHandle>(null);
  const decoy = useRef<HTMLInputElement>(null);
  const [blocked, setBlocked] = useState(false);
  const [done, setDone] = useState(false);
  const tickets = useMemo(() => createTicketClock(transport), [transport]);

  return {
    captcha: config && !done ? <CaptchaWidget ref={handle} config={config} onSolvedChange={(solved) => solved && setBlocked(false)} /> : null,
    honeypot: done ? null : <Honeypot inputRef={decoy} />,
    submitBlocked: blocked,
    start: () => tickets.start(),
    async prepare() {
      const captcha = config ? handle.current?.token() : undefined;
      if (config && !captcha) return { ok: false, message: CAPTCHA_MESSAGES.incomplete };
      const formTicket = await tickets.ready();
      const honeypot = decoy.current?.value ?? '';
      return { ok: true, fields: { ...(captcha ? { captcha } : {}), ...(honeypot ? { honeypot } : {}), ...(formTicket ? { formTicket } : {}) } };
    },
    failed() {
      tickets.renew();
      if (!config) return;
      handle.current?.reset();
      setBlocked(true);
    },
    succeeded: () => setDone(true),
  };
}
