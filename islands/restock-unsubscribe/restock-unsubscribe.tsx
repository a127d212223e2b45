/**
 * RestockUnsubscribe island (`/commerce/restock/unsubscribe?token=…`, the link in a back-in-stock notice). Opening
 * the page changes nothing; only the Unsubscribe button (a POST with the token) cancels the sign-up. The outcome
 * is announced in a polite live region and takes the focus.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RestockUnsubscribeResponse } from '../../schemas/restock-unsubscribe';
import { browserTransport, type SiteTransport } from '../site-api/transport';
import { unsubscribeFailure, unsubscribeSignUp } from './unsubscribe-api';
import { RESTOCK_UNSUBSCRIBE_MESSAGES, UNSUBSCRIBE_TEXT, unsubscribeTokenOf } from './unsubscribe-text';

export interface RestockUnsubscribeProps {
  /** The page's heading, as the template printed it. */
  title: string;
  shopUrl: string;
  /** tests pass their own */
  transport?: SiteTransport;
}

type State =
  | { phase: 'starting' }
  | { phase: 'noLink' }
  | { phase: 'asking'; busy: boolean; error?: string; final?: boolean }
  | { phase: 'done'; answer: RestockUnsubscribeResponse };

/** "Limited Edition Coastline Print (A3)". */
function productText(answer: RestockUnsubscribeResponse): string {
  return answer.variant ? `${answer.productTitle} (${answer.variant})` : answer.productTitle;
}

export function RestockUnsubscribe({ title, shopUrl, transport = browserTransport }: RestockUnsubscribeProps) {
  const [state, setState] = useState<State>({ phase: 'starting' });
  const [token, setToken] = useState<string | undefined>();
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const found = unsubscribeTokenOf(window.location.search);
    setToken(found);
    setState(found ? { phase: 'asking', busy: false } : { phase: 'noLink' });
  }, []);

  const done = state.phase === 'done';
  useEffect(() => {
    if (done) outcome.current?.focus();
  }, [done]);

  const unsubscribe = useCallback(async () => {
    if (!token || state.phase !== 'asking' || state.busy) return;
    setState({ phase: 'asking', busy: true });
    const answer = await unsubscribeSignUp(transport, token);
    if (answer.ok) {
      setState({ phase: 'done', answer: answer.data });
    } else {
      const failure = unsubscribeFailure(answer.failure);
      setState({ phase: 'asking', busy: false, final: failure.final, error: failure.message });
    }
  }, [state, token, transport]);

  const announcement = state.phase === 'done'
    ? `${UNSUBSCRIBE_TEXT.done}. ${UNSUBSCRIBE_TEXT.doneDetail(productText(state.answer))}`
    : state.phase === 'asking' ? (state.busy ? UNSUBSCRIBE_TEXT.unsubscribing : state.error ?? '') : '';
  return (
    <div className="kiosk-order kiosk-restock-unsubscribe__body" aria-busy={(state.phase === 'asking' && state.busy) || undefined}>
      <h1 className="page-header__title kiosk-order__title">{title}</h1>
      {state.phase === 'noLink' && (
        <p className="kiosk-order__status kiosk-order__status--error" role="alert">{RESTOCK_UNSUBSCRIBE_MESSAGES.noLink}</p>
      )}
      {state.phase === 'asking' && (
        <section className="kiosk-order__section" aria-labelledby="kiosk-restock-unsubscribe-question">
          <h2 id="kiosk-restock-unsubscribe-question" className="kiosk-order__heading">{UNSUBSCRIBE_TEXT.question}</h2>
          <p className="kiosk-order__status">{UNSUBSCRIBE_TEXT.explain}</p>
          {state.error && <p className="kiosk-order__status kiosk-order__status--error">{state.error}</p>}
          {!state.final && (
            <button type="button" className="kiosk-order__button" disabled={state.busy} onClick={() => void unsubscribe()}>
              {state.busy ? UNSUBSCRIBE_TEXT.unsubscribing : state.error ? UNSUBSCRIBE_TEXT.retry : UNSUBSCRIBE_TEXT.unsubscribe}
            </button>
          )}
        </section>
      )}
      {state.phase === 'done' && (
        <div ref={outcome} tabIndex={-1} className="kiosk-order__section">
          <h2 className="kiosk-order__heading">{UNSUBSCRIBE_TEXT.done}</h2>
          <p className="kiosk-order__status">{UNSUBSCRIBE_TEXT.doneDetail(productText(state.answer))}</p>
        </div>
      )}
      <div role="status" aria-live="polite" className="kiosk-order__live kiosk-visually-hidden">{announcement}</div>
      <p className="kiosk-order__links">
        <a className="link-arrow" href={shopUrl}>{UNSUBSCRIBE_TEXT.continueShopping}</a>
      </p>
    </div>
  );
}
