/**
 * SubscriptionManage island (`/commerce/subscriptions/manage?subscription=…&token=…`, the link in subscription
 * emails): the plan, its state and next payment, and "Cancel subscription" with a confirmation step. Loading the
 * page changes nothing; only the confirmed button cancels (a POST). Results are announced in a polite live region.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { browserTransport, type SiteTransport } from '../site-api/transport';
import { cancelSubscription, fetchSubscription, manageFailure } from './manage-api';
import { manageLinkOf, type ManageLink } from './manage-link';
import { INITIAL_STATE, manageReducer } from './manage-state';
import { cancellable, MANAGE_TEXT, paymentsText, scheduleText, STATUS_TEXT, SUBSCRIPTION_MANAGE_MESSAGES } from './manage-text';

export interface SubscriptionManageProps {
  locale: string;
  /** The page's heading, as the template printed it. */
  title: string;
  loadingText: string;
  shopUrl: string;
  /** tests pass their own */
  transport?: SiteTransport;
}

export function SubscriptionManage({ locale, title, loadingText, shopUrl, transport = browserTransport }: SubscriptionManageProps) {
  const [state, dispatch] = useReducer(manageReducer, INITIAL_STATE);
  const [link, setLink] = useState<ManageLink | undefined>();
  const [attempt, setAttempt] = useState(0);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const step = state.phase === 'ready' ? state.step : undefined;
  const status = state.phase === 'ready' ? state.view.status : undefined;

  useEffect(() => {
    const found = manageLinkOf(window.location.search);
    setLink(found);
    if (!found) {
      dispatch({ type: 'loadFailed', message: SUBSCRIPTION_MANAGE_MESSAGES.noLink, retry: false });
      return;
    }
    let live = true;
    dispatch({ type: 'load' });
    void fetchSubscription(transport, found).then((read) => {
      if (!live) return;
      if (read.ok) dispatch({ type: 'loaded', view: read.data });
      else {
        const failure = manageFailure(read.failure);
        dispatch({ type: 'loadFailed', message: failure.message, retry: !failure.notFound });
      }
    });
    return () => {
      live = false;
    };
  }, [transport, attempt]);

  // Focus follows the flow: to the question when it opens, back to the button when kept, to the result when done.
  const previousStep = useRef(step);
  useEffect(() => {
    const before = previousStep.current;
    previousStep.current = step;
    if (step === 'confirming' && before === 'idle') question.current?.focus();
    else if (step === 'idle' && before === 'confirming') cancelButton.current?.focus();
    else if (step === 'idle' && before === 'cancelling') result.current?.focus();
  }, [step, status]);

  const confirm = useCallback(async () => {
    if (!link || step !== 'confirming') return;
    dispatch({ type: 'confirm' });
    const answer = await cancelSubscription(transport, link);
    if (answer.ok) dispatch({ type: 'cancelled', view: answer.data });
    else dispatch({ type: 'cancelFailed', message: manageFailure(answer.failure).message });
  }, [link, step, transport]);

  const view = state.phase === 'ready' ? state.view : undefined;
  return (
    <div className="kiosk-order kiosk-subscription-manage__body" aria-busy={state.phase === 'loading' || step === 'cancelling' || undefined}>
      <h1 className="page-header__title kiosk-order__title">{title}</h1>
      {state.phase === 'loading' && <p className="kiosk-order__status">{loadingText}</p>}
      {state.phase === 'failed' && (
        <div className="kiosk-order__problem" role="alert">
          <p className="kiosk-order__status kiosk-order__status--error">{state.message}</p>
          {state.retry && (
            <button type="button" className="kiosk-order__button" onClick={() => setAttempt((n) => n + 1)}>
              {MANAGE_TEXT.retry}
            </button>
          )}
        </div>
      )}
      {view && (
        <section className="kiosk-order__section" aria-labelledby="kiosk-subscription-manage-title">
          <h2 id="kiosk-subscription-manage-title" className="kiosk-order__heading">{view.title}</h2>
          <dl className="kiosk-order__facts">
            <dt>{MANAGE_TEXT.plan}</dt>
            <dd>{view.planText}</dd>
            <dt>{MANAGE_TEXT.state}</dt>
            <dd className={`kiosk-order__state kiosk-order__state--${view.status}`}>{STATUS_TEXT[view.status]}</dd>
            <dt>{MANAGE_TEXT.nextPayment}</dt>
            <dd>{scheduleText(view, locale)}</dd>
            <dt>{MANAGE_TEXT.payments}</dt>
            <dd>{paymentsText(view)}</dd>
          </dl>
          {view.status === 'cancelled' && (
            <p ref={result} tabIndex={-1} className="kiosk-order__status">{MANAGE_TEXT.cancelled}</p>
          )}
          {cancellable(view) && step === 'idle' && (
            <button ref={cancelButton} type="button" className="kiosk-order__button" onClick={() => dispatch({ type: 'ask' })}>
              {MANAGE_TEXT.cancel}
            </button>
          )}
          {cancellable(view) && step !== 'idle' && (
            <div role="group" aria-labelledby="kiosk-subscription-manage-question" className="kiosk-order__confirm">
              <p id="kiosk-subscription-manage-question" ref={question} tabIndex={-1}>{MANAGE_TEXT.confirmQuestion}</p>
              {state.phase === 'ready' && state.error && <p className="kiosk-order__status kiosk-order__status--error">{state.error}</p>}
              <button type="button" className="kiosk-order__button" disabled={step === 'cancelling'} onClick={() => void confirm()}>
                {step === 'cancelling' ? MANAGE_TEXT.cancelling : MANAGE_TEXT.confirmCancel}
              </button>{' '}
              <button type="button" className="kiosk-order__button kiosk-order__button--secondary" disabled={step === 'cancelling'} onClick={() => dispatch({ type: 'keep' })}>
                {MANAGE_TEXT.keep}
              </button>
            </div>
          )}
        </section>
      )}
      <div role="status" aria-live="polite" className="kiosk-order__live kiosk-visually-hidden">
        {state.phase === 'ready' ? state.announcement : ''}
      </div>
      <p className="kiosk-order__links">
        <a className="link-arrow" href={shopUrl}>
          {MANAGE_TEXT.continueShopping}
        </a>
      </p>
    </div>
  );
}
