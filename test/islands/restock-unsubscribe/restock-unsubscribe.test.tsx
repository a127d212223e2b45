// The back-in-stock unsubscribe page's pure parts: reading the link's token, what a failed call tells the visitor,
// and the page adopted at build time with nothing to press before the browser has read the link.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RESTOCK_UNSUBSCRIBE_MESSAGES } from '../../../schemas/restock-unsubscribe';
import { RATE_LIMIT_MESSAGE } from '../../../schemas/messages';
import type { ApiFailure } from '../../../islands/site-api/api-failure';
import { renderIslands } from '../../../islands/ssr/render-islands';
import { RestockUnsubscribe } from '../../../islands/restock-unsubscribe/restock-unsubscribe';
import { unsubscribeFailure } from '../../../islands/restock-unsubscribe/unsubscribe-api';
import { unsubscribeTokenOf } from '../../../islands/restock-unsubscribe/unsubscribe-text';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const failure = (status: number, message = 'x'): ApiFailure => ({ status, kind: status === 0 ? 'network' : 'server', message, crumbFail: false, body: undefined });

describe('unsubscribeTokenOf', () => {
  it('reads the token of an unsubscribe link; one that cannot fit is none', () => {
    expect(unsubscribeTokenOf(`?token=${TOKEN}`)).toBe(TOKEN);
    expect(unsubscribeTokenOf('?token=short')).toBeUndefined();
    expect(unsubscribeTokenOf(`?token=${'x'.repeat(201)}`)).toBeUndefined();
    expect(unsubscribeTokenOf('')).toBeUndefined();
  });
});

describe('unsubscribeFailure', () => {
  it('a link that matches nothing is final; a rate limit or a lost connection may work on another try', () => {
    expect(unsubscribeFailure(failure(404))).toEqual({ final: true, message: RESTOCK_UNSUBSCRIBE_MESSAGES.notFound });
    expect(unsubscribeFailure(failure(422))).toEqual({ final: true, message: RESTOCK_UNSUBSCRIBE_MESSAGES.notFound });
    expect(unsubscribeFailure(failure(429))).toEqual({ final: false, message: RATE_LIMIT_MESSAGE });
    expect(unsubscribeFailure(failure(0)).final).toBe(false);
  });
});

describe('the page at build time', () => {
  it('is adopted as RestockUnsubscribe with its heading and shop link, and offers no button before it runs', () => {
    const html = renderIslands(
      '<div class="kiosk-restock-unsubscribe" data-shop-url="/shop"><h1 class="page-header__title">Back-in-stock notice</h1><p class="kiosk-order__status">Stop it?</p></div>',
      { findItem: () => undefined },
    );
    expect(html).toContain('data-island="RestockUnsubscribe"');
    expect(html).toContain('"title":"Back-in-stock notice"');
    expect(html).toContain('"shopUrl":"/shop"');
    expect(html.match(/<h1/g)).toHaveLength(1);

    const markup = renderToStaticMarkup(<RestockUnsubscribe title="Back-in-stock notice" shopUrl="/shop" />);
    expect(markup).toContain('<div role="status" aria-live="polite"');
    expect(markup).not.toContain('<button');
  });
});
