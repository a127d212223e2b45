// The manage page's pure parts: reading the link, the lines it shows, the cancel flow's states (a confirmation
// step before anything is sent, one request however often it is pressed, the sentence announced), what a failed
// call tells the customer; and the page adopted at build time in its loading state.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SubscriptionManageView } from '../../../schemas/subscription-manage';
import { SUBSCRIPTION_MANAGE_MESSAGES } from '../../../schemas/subscription-manage';
import { renderIslands } from '../../../islands/ssr/render-islands';
import { manageFailure } from '../../../islands/subscription-manage/manage-api';
import { manageLinkOf } from '../../../islands/subscription-manage/manage-link';
import { INITIAL_STATE, manageReducer, type ManageEvent, type ManageState } from '../../../islands/subscription-manage/manage-state';
import { cancellable, MANAGE_TEXT, paymentsText, scheduleText } from '../../../islands/subscription-manage/manage-text';
import { SubscriptionManage } from '../../../islands/subscription-manage/subscription-manage';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

const view = (more: Partial<SubscriptionManageView> = {}): SubscriptionManageView => ({
  id: 'sub1', title: 'Fresh Roast Coffee Subscription', planText: '$22.62 every 2 weeks', status: 'active',
  nextBillingAt: Date.UTC(2026, 0, 19, 15), cyclesBilled: 1, cyclesTotal: 0, amountCents: 2262, currencyCode: 'USD', ...more,
});

const run = (...events: ManageEvent[]): ManageState => events.reduce(manageReducer, INITIAL_STATE);

describe('manageLinkOf', () => {
  it('reads the subscription and token of a manage link', () => {
    expect(manageLinkOf(`?subscription=sub1&token=${TOKEN}`)).toEqual({ subscriptionId: 'sub1', token: TOKEN });
  });

  it('names nothing when either is missing or cannot fit', () => {
    expect(manageLinkOf(`?token=${TOKEN}`)).toBeUndefined();
    expect(manageLinkOf('?subscription=sub1&token=short')).toBeUndefined();
    expect(manageLinkOf(`?subscription=${'x'.repeat(65)}&token=${TOKEN}`)).toBeUndefined();
    expect(manageLinkOf('')).toBeUndefined();
  });
});

describe('the lines of a subscription', () => {
  it('the next payment day while active, else why there is none', () => {
    expect(scheduleText(view(), 'en-US')).toBe('January 19, 2026');
    expect(scheduleText(view({ status: 'cancelled', nextBillingAt: null }), 'en-US')).toBe('None: the subscription is cancelled.');
    expect(scheduleText(view({ status: 'past_due', nextBillingAt: null }), 'en-US')).toContain('declined');
    expect(scheduleText(view({ status: 'completed', nextBillingAt: null }), 'en-US')).toContain('every payment');
  });

  it('payments made, out of the plan\'s number when it has one; only a live subscription can be cancelled', () => {
    expect(paymentsText(view({ cyclesBilled: 3 }))).toBe('3');
    expect(paymentsText(view({ cyclesBilled: 3, cyclesTotal: 12 }))).toBe('3 of 12');
    expect([view(), view({ status: 'past_due' }), view({ status: 'cancelled' }), view({ status: 'completed' })].map(cancellable))
      .toEqual([true, true, false, false]);
  });
});

describe('manageReducer', () => {
  it('asks before cancelling, and keeping says the subscription continues', () => {
    const asked = run({ type: 'loaded', view: view() }, { type: 'ask' });
    expect(asked).toMatchObject({ phase: 'ready', step: 'confirming', announcement: '' });
    expect(manageReducer(asked, { type: 'keep' })).toMatchObject({ step: 'idle', announcement: MANAGE_TEXT.kept });
  });

  it('sends one cancel however often it is confirmed, and announces the result', () => {
    const sending = run({ type: 'loaded', view: view() }, { type: 'ask' }, { type: 'confirm' });
    expect(sending).toMatchObject({ step: 'cancelling', announcement: MANAGE_TEXT.cancelling });
    // A press while it is on its way changes nothing (the island sends only from the confirming step).
    expect(manageReducer(sending, { type: 'confirm' })).toBe(sending);
    expect(manageReducer(sending, { type: 'keep' })).toBe(sending);
    const done = manageReducer(sending, { type: 'cancelled', view: view({ status: 'cancelled', nextBillingAt: null }) });
    expect(done).toMatchObject({ phase: 'ready', step: 'idle', announcement: MANAGE_TEXT.cancelled, view: { status: 'cancelled' } });
  });

  it('a failed cancel goes back to the question with the reason, said aloud', () => {
    const failed = run({ type: 'loaded', view: view() }, { type: 'ask' }, { type: 'confirm' }, { type: 'cancelFailed', message: 'Please try again.' });
    expect(failed).toMatchObject({ step: 'confirming', error: 'Please try again.', announcement: 'Please try again.' });
  });

  it('confirming is impossible without asking first, and nothing happens before the subscription is loaded', () => {
    const loaded = run({ type: 'loaded', view: view() });
    expect(manageReducer(loaded, { type: 'confirm' })).toBe(loaded);
    expect(run({ type: 'ask' })).toEqual(INITIAL_STATE);
    expect(run({ type: 'loadFailed', message: 'gone', retry: false })).toEqual({ phase: 'failed', message: 'gone', retry: false });
  });
});

describe('manageFailure', () => {
  const failure = (status: number, kind: 'server' | 'network' = 'server') => ({ status, kind, message: 'server words', crumbFail: false, body: undefined });

  it('a link that matches nothing is final; an ended subscription and a busy server say so; the rest may work again', () => {
    expect(manageFailure(failure(404))).toEqual({ notFound: true, message: SUBSCRIPTION_MANAGE_MESSAGES.notFound });
    expect(manageFailure(failure(422))).toMatchObject({ notFound: true });
    expect(manageFailure(failure(409))).toEqual({ notFound: false, message: SUBSCRIPTION_MANAGE_MESSAGES.alreadyEnded });
    expect(manageFailure(failure(429)).notFound).toBe(false);
    expect(manageFailure(failure(500))).toEqual({ notFound: false, message: 'server words' });
    expect(manageFailure(failure(0, 'network')).notFound).toBe(false);
  });
});

describe('the manage page at build time', () => {
  it('is adopted from its template with the heading and loading text as printed, busy until it loads', () => {
    const html = renderIslands(
      '<div class="kiosk-subscription-manage" data-locale="en-US" data-shop-url="/shop"><h1 class="page-header__title">Your subscription</h1><p class="kiosk-order__status">Loading your subscription…</p></div>',
      { findItem: () => undefined },
    );
    expect(html).toContain('data-island="SubscriptionManage"');
    expect(html).toContain('"title":"Your subscription"');
    expect(html).toContain('"shopUrl":"/shop"');
    expect(html.match(/<h1/g)).toHaveLength(1);

    const markup = renderToStaticMarkup(<SubscriptionManage locale="en-US" title="Your subscription" loadingText="Loading…" shopUrl="/shop" />);
    expect(markup).toContain('aria-busy="true"');
    expect(markup).toContain('<div role="status" aria-live="polite"');
    // Nothing to press before the subscription is shown: a page load can never cancel.
    expect(markup).not.toContain(MANAGE_TEXT.cancel);
  });
});
