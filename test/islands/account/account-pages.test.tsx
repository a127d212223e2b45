// The account pages at build time: each template's root adopted as its island, rendered the way the browser first
// hydrates it (labelled fields, the empty live summary, no address read yet), and the emailed-link pages' outcomes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SITE_USER_MESSAGES } from '../../../schemas/site-users';
import { AccountDashboard } from '../../../islands/account/account-dashboard';
import { AccountForms } from '../../../islands/account/account-forms';
import { ACCOUNT_TEXT } from '../../../islands/account/account-text';
import { OrderRow } from '../../../islands/account/account-orders';
import { linkOutcome } from '../../../islands/account/link-token-page';
import { renderIslands } from '../../../islands/ssr/render-islands';

const ROOT = path.resolve(__dirname, '../../..');
const template = (name: string) => readFileSync(path.join(ROOT, 'templates/pages', `${name}.page`), 'utf8').replace('{.section collection}<h1 class="page-header__title">{title|html}</h1>{.end}', '<h1 class="page-header__title">Heading</h1>').replace('{website.language|htmlattr}', 'en-US');

describe('the account pages\' islands', () => {
  it('adopts every account page template as its island', () => {
    const pages = { 'account-login': 'login', 'account-sign-up': 'sign-up', 'account-verify': 'verify', 'account-reset-password': 'reset-password', 'account-confirm-email': 'confirm-email' };
    for (const [file, page] of Object.entries(pages)) {
      const html = renderIslands(template(file), { findItem: () => undefined });
      expect(html, file).toContain('data-island="AccountForms"');
      expect(html, file).toContain(`"page":"${page}"`);
      expect(html.match(/<h1/g), file).toHaveLength(1);
    }
    const dashboard = renderIslands(template('account'), { findItem: () => undefined });
    expect(dashboard).toContain('data-island="AccountDashboard"');
    expect(dashboard).toContain(ACCOUNT_TEXT.loading);
  });

  it('leaves a root naming no known page as printed', () => {
    const html = renderIslands('<div class="kiosk-account-forms" data-account-page="nope"><h1>X</h1></div>', { findItem: () => undefined });
    expect(html).not.toContain('data-island');
  });

  it('renders the sign-in form with labels, an empty live summary and the links on', () => {
    const markup = renderToStaticMarkup(<AccountForms page="login" title="Sign in" loadingText="Loading…" />);
    expect(markup).toContain('<label class="kiosk-account__label" for="sign-in-email">Email</label>');
    expect(markup).toContain('<label class="kiosk-account__label" for="sign-in-password">Password</label>');
    expect(markup).toContain('<label for="sign-in-remember">Keep me signed in on this device</label>');
    expect(markup).toContain('<div class="kiosk-account__summary" role="alert" tabindex="-1"></div>');
    expect(markup).toContain('href="/account/sign-up"');
    expect(markup).toContain('href="/account/reset-password"');
  });

  it('waits for the address on the pages an emailed link opens (nothing is posted at build time)', () => {
    expect(renderToStaticMarkup(<AccountForms page="verify" title="T" loadingText="Loading…" />)).toContain(ACCOUNT_TEXT.verifying);
    expect(renderToStaticMarkup(<AccountForms page="reset-password" title="T" loadingText="Loading…" />)).toContain('Loading…');
    const dashboard = renderToStaticMarkup(<AccountDashboard locale="en-US" title="Your account" loadingText="Loading your account…" />);
    expect(dashboard).toContain('aria-busy="true"');
    expect(dashboard).toContain('Loading your account…');
    expect(dashboard).not.toContain('<form');
  });

  it('says what came of an emailed link', () => {
    expect(linkOutcome({ ok: true, status: 200, data: { message: 'x' } }, ACCOUNT_TEXT.verified)).toEqual({ phase: 'done', text: ACCOUNT_TEXT.verified });
    const expired = { status: 410, kind: 'server' as const, message: SITE_USER_MESSAGES.linkExpired, crumbFail: false, body: {} };
    expect(linkOutcome({ ok: false, failure: expired }, ACCOUNT_TEXT.verified)).toEqual({ phase: 'failed', text: SITE_USER_MESSAGES.linkExpired });
  });

  it('lists an order with its day, items, total and state, linked to its status page when the server gives one', () => {
    const order = {
      id: 'o1', orderNumber: 1004, status: 'placed' as const, paymentStatus: 'captured' as const, createdAt: Date.UTC(2026, 2, 4, 15),
      grandTotalCents: 7900, currencyCode: 'USD', itemCount: 3, titles: ['Classic Tee', 'Field Guide'], statusUrl: '/commerce/orders/status?order=o1&token=t', testMode: true,
    };
    const markup = renderToStaticMarkup(<OrderRow order={order} locale="en-US" />);
    expect(markup).toContain('Order #1004');
    expect(markup).toContain('March 4, 2026 · 3 items · $79.00 · Test order');
    expect(markup).toContain('Classic Tee, Field Guide');
    expect(markup).toContain('<a class="kiosk-account-order__link" href="/commerce/orders/status?order=o1&amp;token=t">View the status of order #1004</a>');
    expect(renderToStaticMarkup(<OrderRow order={{ ...order, statusUrl: null }} locale="en-US" />)).not.toContain('<a');
  });
});
