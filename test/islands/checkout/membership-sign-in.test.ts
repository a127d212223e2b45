// The checkout page's reading of the 401 a membership in the cart earns a signed-out buyer: the server's message
// and the sign-in link that comes back to the checkout; a 401 without that link stays a plain message.
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../schemas/messages';
import { placeProblem } from '../../../islands/checkout/checkout-failure';
import type { ApiFailure } from '../../../islands/site-api/api-failure';

const refused = (body: Record<string, unknown>): ApiFailure => ({ status: 401, kind: 'server', message: String(body.error), crumbFail: false, body });

describe('placeProblem for a membership bought signed out', () => {
  it('gives the message and the sign-in link', () => {
    const body = { error: CHECKOUT_MESSAGES.signInForMembership, signInUrl: '/account/login?next=%2Fcheckout' };
    expect(placeProblem(refused(body))).toEqual({ kind: 'sign-in', message: CHECKOUT_MESSAGES.signInForMembership, href: '/account/login?next=%2Fcheckout' });
  });

  it('keeps a 401 without a local sign-in link a plain message', () => {
    expect(placeProblem(refused({ error: 'No.' }))).toEqual({ kind: 'message', message: 'No.' });
    expect(placeProblem(refused({ error: 'No.', signInUrl: 'https://evil.test/' })).kind).toBe('message');
    expect(placeProblem(refused({ error: 'No.', signInUrl: '//evil.test/' })).kind).toBe('message');
  });
});
