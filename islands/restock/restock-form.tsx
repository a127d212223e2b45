/**
 * One back-in-stock sign-up (spec §2, §4, §5): the `product-restock-notification` markup made live. Idle,
 * then a validation error ('Email cannot be blank', 'Email is invalid', 'Complete CAPTCHA before submitting.'),
 * then submitting; success replaces the form with the success text and destroys the captcha, failure shows
 * the server's message and resets the captcha.
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { RESTOCK_MESSAGES, SiteVisitorEmail } from '../../schemas/restock';
import { browserTransport } from '../site-api/transport';
import { resolveCaptcha } from '../../schemas/captcha';
import { useFormGuard } from '../captcha/use-form-guard';
import { signUpFailureMessage, signUpForRestock } from './restock-api';

/** What one notification printed, read by the adopter. */
export interface RestockFormView {
  variantId: string;
  /** the variant's options, to show the form when that variant is chosen */
  attributes: Record<string, string>;
  hiddenByDefault: boolean;
  cta: string;
  placeholder: string;
  buttonText: string;
  /** the join-mailing-list checkbox, when the store offers it */
  mailingList: { label: string; checked: boolean } | null;
  captcha: boolean;
}

export interface RestockFormProps {
  productId: string;
  view: RestockFormView;
  hidden: boolean;
  successText: string;
  captchaSiteKey: string;
  /** website.captchaSettings.provider; '' or absent: reCAPTCHA with a site key, else proof-of-work */
  captchaProvider?: string;
}

type Status = { kind: 'idle' } | { kind: 'invalid'; message: string } | { kind: 'submitting' } | { kind: 'failed'; message: string } | { kind: 'done' };

/** The first client problem with the address, or undefined (spec §5). */
export function emailProblem(email: string): string | undefined {
  const parsed = z.safeParse(SiteVisitorEmail, email);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? RESTOCK_MESSAGES.invalidEmail);
}

export function RestockForm({ productId, view, hidden, successText, captchaSiteKey, captchaProvider }: RestockFormProps): ReactNode {
  const id = useId();
  const [email, setEmail] = useState('');
  const [joinList, setJoinList] = useState(view.mailingList?.checked ?? false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  // The island wakes on load: the form ticket waits for the visitor's first focus in the form.
  const guard = useFormGuard(view.captcha ? resolveCaptcha({ provider: captchaProvider, siteKey: captchaSiteKey }) : undefined, browserTransport);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'submitting') return;
    const problem = emailProblem(email);
    if (problem) {
      setStatus({ kind: 'invalid', message: problem });
      input.current?.focus();
      return;
    }
    setStatus({ kind: 'submitting' });
    const prepared = await guard.prepare();
    if (!prepared.ok) {
      setStatus({ kind: 'invalid', message: RESTOCK_MESSAGES.captchaIncomplete });
      return;
    }
    const { captcha, ...spamFields } = prepared.fields;
    const signedUp = await signUpForRestock(browserTransport, {
      isJoinMailingList: view.mailingList ? joinList : false,
      productId,
      variantId: view.variantId,
      siteVisitorEmail: email.trim(),
      ...(captcha ? { captchaToken: captcha } : {}),
      ...spamFields,
    });
    if (signedUp.ok) {
      guard.succeeded();
      setStatus({ kind: 'done' });
    } else {
      guard.failed();
      setStatus({ kind: 'failed', message: signUpFailureMessage(signedUp.failure) });
    }
  };

  const message = status.kind === 'invalid' || status.kind === 'failed' ? status.message : undefined;
  return (
    <div className="product-restock-notification" data-product-id={productId} data-variant-id={view.variantId} hidden={hidden}>
      <span className="product-restock-cta" id={`${id}-cta`}>
        {view.cta}
      </span>
      {status.kind === 'done' ? (
        <p className="product-restock-success" role="status">
          {successText}
        </p>
      ) : (
        <>
          <form className="product-restock-form" action="#" noValidate onSubmit={submit} onFocus={guard.start} aria-busy={status.kind === 'submitting' || undefined}>
            <input
              ref={input}
              type="text"
              x-autocompletetype="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              name="email"
              placeholder={view.placeholder}
              aria-label={view.placeholder || 'Email'}
              aria-describedby={message ? `${id}-cta ${id}-message` : `${id}-cta`}
              aria-invalid={status.kind === 'invalid' || undefined}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            {guard.honeypot}
            <input className="sqs-editable-button" type="submit" value={view.buttonText} disabled={status.kind === 'submitting' || guard.submitBlocked} />
          </form>
          {view.mailingList && (
            <label className="product-restock-mailing-list">
              <input type="checkbox" name="isJoinMailingList" checked={joinList} onChange={(event) => setJoinList(event.target.checked)} />
              {view.mailingList.label}
            </label>
          )}
          {guard.captcha}
          <p className="product-restock-message" id={`${id}-message`} role="alert">
            {message}
          </p>
        </>
      )}
    </div>
  );
}
