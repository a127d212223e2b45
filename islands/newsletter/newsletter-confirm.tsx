/**
 * NewsletterConfirm island (`/newsletter/confirm?token=…`, the link of the sign-up's confirmation email). The page
 * itself changes nothing (a mail scanner's GET confirms no one): the island POSTs the token once it runs, then shows
 * "You're subscribed", or why not and what to do (sign up again with the footer's form). Announced in a live region.
 */
import { useEffect, useRef, useState } from 'react';
import type { NewsletterSubscription } from '../../schemas/newsletter';
import { browserTransport, type SiteTransport } from '../site-api/transport';
import { confirmSubscription, linkFailure } from './newsletter-api';
import { newsletterTokenOf } from './newsletter-link';
import { CONFIRM_TEXT, NEWSLETTER_MESSAGES } from './newsletter-text';
import { SignUpAgain } from './sign-up-again';

export interface NewsletterConfirmProps {
  /** The page's heading, as the template printed it. */
  title: string;
  loadingText: string;
  shopUrl: string;
  /** tests pass their own */
  transport?: SiteTransport;
}

type State =
  | { phase: 'confirming' }
  | { phase: 'done'; subscription: NewsletterSubscription }
  | { phase: 'failed'; message: string; final: boolean };

export function NewsletterConfirm({ title, loadingText, shopUrl, transport = browserTransport }: NewsletterConfirmProps) {
  const [state, setState] = useState<State>({ phase: 'confirming' });
  const [attempt, setAttempt] = useState(0);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const token = newsletterTokenOf(window.location.search);
    if (!token) {
      setState({ phase: 'failed', message: NEWSLETTER_MESSAGES.noConfirmLink, final: true });
      return;
    }
    let live = true;
    setState({ phase: 'confirming' });
    void confirmSubscription(transport, token).then((answer) => {
      if (!live) return;
      if (answer.ok) setState({ phase: 'done', subscription: answer.data });
      else setState({ phase: 'failed', ...linkFailure(answer.failure, NEWSLETTER_MESSAGES.confirmNotFound) });
    });
    return () => {
      live = false;
    };
  }, [transport, attempt]);

  // The outcome takes the focus, so it is read out and the next step is one Tab away.
  useEffect(() => {
    if (state.phase !== 'confirming' && attempt > 0) outcome.current?.focus();
  }, [state.phase, attempt]);

  return (
    <div className="kiosk-order kiosk-newsletter__body" aria-busy={state.phase === 'confirming' || undefined}>
      <h1 className="page-header__title kiosk-order__title">{title}</h1>
      {state.phase === 'confirming' && <p className="kiosk-order__status">{loadingText || CONFIRM_TEXT.confirming}</p>}
      {state.phase === 'done' && (
        <div ref={outcome} tabIndex={-1} className="kiosk-newsletter__outcome">
          <h2 className="kiosk-order__heading">{CONFIRM_TEXT.subscribed}</h2>
          <p className="kiosk-order__status">{CONFIRM_TEXT.subscribedDetail(state.subscription.email)}</p>
        </div>
      )}
      {state.phase === 'failed' && (
        <div ref={outcome} tabIndex={-1} className="kiosk-order__problem kiosk-newsletter__outcome">
          <p className="kiosk-order__status kiosk-order__status--error">{state.message}</p>
          {state.final
            ? <SignUpAgain label={CONFIRM_TEXT.signUpAgain} fallbackUrl={shopUrl} />
            : <button type="button" className="kiosk-order__button" onClick={() => setAttempt((n) => n + 1)}>{CONFIRM_TEXT.retry}</button>}
        </div>
      )}
      <div role="status" aria-live="polite" className="kiosk-order__live kiosk-visually-hidden">
        {state.phase === 'done' ? `${CONFIRM_TEXT.subscribed}. ${CONFIRM_TEXT.subscribedDetail(state.subscription.email)}` : ''}
        {state.phase === 'failed' ? state.message : ''}
      </div>
      <p className="kiosk-order__links">
        <a className="link-arrow" href={shopUrl}>{CONFIRM_TEXT.home}</a>
      </p>
    </div>
  );
}
