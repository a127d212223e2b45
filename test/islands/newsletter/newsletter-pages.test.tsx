// The newsletter pages' pure parts: reading a link's token, what a failed call tells the visitor (a dead link is
// final, a network hiccup may be retried), and both pages adopted at build time in their loading state, with
// nothing to press yet and a live region ready.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OFFLINE_MESSAGE, RATE_LIMIT_MESSAGE } from '../../../schemas/messages';
import { NEWSLETTER_MESSAGES } from '../../../schemas/newsletter';
import type { ApiFailure } from '../../../islands/site-api/api-failure';
import { linkFailure } from '../../../islands/newsletter/newsletter-api';
import { NewsletterConfirm } from '../../../islands/newsletter/newsletter-confirm';
import { newsletterTokenOf } from '../../../islands/newsletter/newsletter-link';
import { UNSUBSCRIBE_TEXT } from '../../../islands/newsletter/newsletter-text';
import { NewsletterUnsubscribe } from '../../../islands/newsletter/newsletter-unsubscribe';
import { renderIslands } from '../../../islands/ssr/render-islands';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

const failure = (status: number, kind: ApiFailure['kind'] = 'server'): ApiFailure =>
  ({ status, kind, message: kind === 'server' ? 'from the server' : 'offline', crumbFail: false, body: {} });

describe('newsletterTokenOf', () => {
  it('reads the token of a link, and none that cannot fit', () => {
    expect(newsletterTokenOf(`?token=${TOKEN}`)).toBe(TOKEN);
    expect(newsletterTokenOf('?token=short')).toBeUndefined();
    expect(newsletterTokenOf(`?token=${'x'.repeat(201)}`)).toBeUndefined();
    expect(newsletterTokenOf('')).toBeUndefined();
  });
});

describe('linkFailure', () => {
  it('makes an unknown or expired link final, with what to do; the rest may be tried again', () => {
    expect(linkFailure(failure(404), NEWSLETTER_MESSAGES.confirmNotFound)).toEqual({ final: true, message: NEWSLETTER_MESSAGES.confirmNotFound });
    expect(linkFailure(failure(410), NEWSLETTER_MESSAGES.confirmNotFound)).toEqual({ final: true, message: NEWSLETTER_MESSAGES.confirmExpired });
    expect(linkFailure(failure(422), NEWSLETTER_MESSAGES.unsubscribeNotFound).final).toBe(true);
    expect(linkFailure(failure(429), NEWSLETTER_MESSAGES.confirmNotFound)).toEqual({ final: false, message: RATE_LIMIT_MESSAGE });
    expect(linkFailure(failure(0, 'network'), NEWSLETTER_MESSAGES.confirmNotFound)).toEqual({ final: false, message: OFFLINE_MESSAGE });
    expect(NEWSLETTER_MESSAGES.confirmExpired).toContain('sign up again');
  });
});

describe('the pages at build time', () => {
  it('adopts the confirmation page, which shows it is confirming and offers nothing to press', () => {
    const html = renderIslands(
      '<div class="kiosk-newsletter-confirm" data-shop-url="/shop"><h1 class="page-header__title">Newsletter sign-up</h1><p class="kiosk-order__status">Confirming your subscription…</p></div>',
      { findItem: () => undefined },
    );
    expect(html).toContain('data-island="NewsletterConfirm"');
    expect(html).toContain('"title":"Newsletter sign-up"');
    expect(html.match(/<h1/g)).toHaveLength(1);
    const markup = renderToStaticMarkup(<NewsletterConfirm title="Newsletter sign-up" loadingText="Confirming…" shopUrl="/shop" />);
    expect(markup).toContain('aria-busy="true"');
    expect(markup).toContain('<div role="status" aria-live="polite"');
    expect(markup).not.toContain('<button');
  });

  it('adopts the unsubscribe page, whose button only appears once the address is shown', () => {
    const html = renderIslands(
      '<div class="kiosk-newsletter-unsubscribe" data-shop-url="/shop"><h1 class="page-header__title">Newsletter subscription</h1><p class="kiosk-order__status">Loading your subscription…</p></div>',
      { findItem: () => undefined },
    );
    expect(html).toContain('data-island="NewsletterUnsubscribe"');
    const markup = renderToStaticMarkup(<NewsletterUnsubscribe title="Newsletter subscription" loadingText="Loading…" shopUrl="/shop" />);
    expect(markup).toContain('<div role="status" aria-live="polite"');
    expect(markup).not.toContain(UNSUBSCRIBE_TEXT.unsubscribe);
  });
});
