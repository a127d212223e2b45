/**
 * NewsletterUnsubscribe island (`/newsletter/unsubscribe?token=…`, spec page type 300: the link in every list
 * email). Opening the page changes nothing: it shows the address, and only the Unsubscribe button (a POST) takes it
 * off the list. Afterwards the page offers to subscribe again (at once: the link reached only that inbox). Each
 * outcome is announced in a polite live region and takes the focus.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NewsletterSubscription } from '../../schemas/newsletter';
import { browserTransport, type SiteTransport } from '../site-api/transport';
import { linkFailure, readSubscription, resubscribeAddress, unsubscribeAddress } from './newsletter-api';
import { newsletterTokenOf } from './newsletter-link';
import { NEWSLETTER_MESSAGES, UNSUBSCRIBE_TEXT } from './newsletter-text';

export interface NewsletterUnsubscribeProps {
  /** The page's heading, as the template printed it. */
  title: string;
  loadingText: string;
  shopUrl: string;
  /** tests pass their own */
  transport?: SiteTransport;
}

type Change = 'unsubscribing' | 'resubscribing';

type State =
  | { phase: 'loading' }
  | { phase: 'failed'; message: string; final: boolean }
  /** `changed`: what the visitor did on this page (what the outcome says); `error`: a change that failed */
  | { phase: 'ready'; subscription: NewsletterSubscription; busy?: Change; changed?: 'unsubscribed' | 'resubscribed'; error?: string };

function announcement(state: State): string {
  if (state.phase === 'failed') return state.message;
  if (state.phase !== 'ready') return '';
  if (state.error) return state.error;
  if (state.busy) return state.busy === 'unsubscribing' ? UNSUBSCRIBE_TEXT.unsubscribing : UNSUBSCRIBE_TEXT.resubscribing;
  const { email } = state.subscription;
  if (state.changed === 'unsubscribed') return `${UNSUBSCRIBE_TEXT.unsubscribed}. ${UNSUBSCRIBE_TEXT.unsubscribedDetail(email)}`;
  if (state.changed === 'resubscribed') return `${UNSUBSCRIBE_TEXT.resubscribed}. ${UNSUBSCRIBE_TEXT.resubscribedDetail(email)}`;
  return '';
}

export function NewsletterUnsubscribe({ title, loadingText, shopUrl, transport = browserTransport }: NewsletterUnsubscribeProps) {
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [token, setToken] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const found = newsletterTokenOf(window.location.search);
    setToken(found);
    if (!found) {
      setState({ phase: 'failed', message: NEWSLETTER_MESSAGES.noUnsubscribeLink, final: true });
      return;
    }
    let live = true;
    setState({ phase: 'loading' });
    void readSubscription(transport, found).then((answer) => {
      if (!live) return;
      if (answer.ok) setState({ phase: 'ready', subscription: answer.data });
      else setState({ phase: 'failed', ...linkFailure(answer.failure, NEWSLETTER_MESSAGES.unsubscribeNotFound) });
    });
    return () => {
      live = false;
    };
  }, [transport, attempt]);

  const changed = state.phase === 'ready' ? state.changed : undefined;
  useEffect(() => {
    if (changed) outcome.current?.focus();
  }, [changed]);

  const change = useCallback(async (kind: Change) => {
    if (!token || state.phase !== 'ready' || state.busy) return;
    setState({ ...state, busy: kind, error: undefined });
    const answer = await (kind === 'unsubscribing' ? unsubscribeAddress : resubscribeAddress)(transport, token);
    if (answer.ok) {
      setState({ phase: 'ready', subscription: answer.data, changed: kind === 'unsubscribing' ? 'unsubscribed' : 'resubscribed' });
    } else {
      setState({ ...state, busy: undefined, error: linkFailure(answer.failure, NEWSLETTER_MESSAGES.unsubscribeNotFound).message });
    }
  }, [state, token, transport]);

  const ready = state.phase === 'ready' ? state : undefined;
  const email = ready?.subscription.email ?? '';
  const onList = ready !== undefined && ready.subscription.status !== 'unsubscribed';
  return (
    <div className="kiosk-order kiosk-newsletter__body" aria-busy={state.phase === 'loading' || ready?.busy !== undefined || undefined}>
      <h1 className="page-header__title kiosk-order__title">{title}</h1>
      {state.phase === 'loading' && <p className="kiosk-order__status">{loadingText}</p>}
      {state.phase === 'failed' && (
        <div className="kiosk-order__problem" role="alert">
          <p className="kiosk-order__status kiosk-order__status--error">{state.message}</p>
          {!state.final && (
            <button type="button" className="kiosk-order__button" onClick={() => setAttempt((n) => n + 1)}>{UNSUBSCRIBE_TEXT.retry}</button>
          )}
        </div>
      )}
      {ready && (
        <section className="kiosk-order__section" aria-labelledby="kiosk-newsletter-state">
          <div ref={outcome} tabIndex={-1} className="kiosk-newsletter__outcome">
            {onList ? (
              <>
                <h2 id="kiosk-newsletter-state" className="kiosk-order__heading">
                  {ready.changed === 'resubscribed' ? UNSUBSCRIBE_TEXT.resubscribed : UNSUBSCRIBE_TEXT.question(email)}
                </h2>
                <p className="kiosk-order__status">
                  {ready.changed === 'resubscribed' ? UNSUBSCRIBE_TEXT.resubscribedDetail(email)
                    : ready.subscription.status === 'pending' ? UNSUBSCRIBE_TEXT.pendingNote : UNSUBSCRIBE_TEXT.subscribedDetail(email)}
                </p>
              </>
            ) : (
              <>
                <h2 id="kiosk-newsletter-state" className="kiosk-order__heading">{UNSUBSCRIBE_TEXT.unsubscribed}</h2>
                <p className="kiosk-order__status">{UNSUBSCRIBE_TEXT.unsubscribedDetail(email)}</p>
              </>
            )}
          </div>
          {ready.error && <p className="kiosk-order__status kiosk-order__status--error">{ready.error}</p>}
          {onList ? (
            <button type="button" className="kiosk-order__button" disabled={ready.busy !== undefined} onClick={() => void change('unsubscribing')}>
              {ready.busy === 'unsubscribing' ? UNSUBSCRIBE_TEXT.unsubscribing : UNSUBSCRIBE_TEXT.unsubscribe}
            </button>
          ) : (
            <button type="button" className="kiosk-order__button" disabled={ready.busy !== undefined} onClick={() => void change('resubscribing')}>
              {ready.busy === 'resubscribing' ? UNSUBSCRIBE_TEXT.resubscribing : UNSUBSCRIBE_TEXT.resubscribe}
            </button>
          )}
        </section>
      )}
      <div role="status" aria-live="polite" className="kiosk-order__live kiosk-visually-hidden">{announcement(state)}</div>
      <p className="kiosk-order__links">
        <a className="link-arrow" href={shopUrl}>{UNSUBSCRIBE_TEXT.home}</a>
      </p>
    </div>
  );
}
