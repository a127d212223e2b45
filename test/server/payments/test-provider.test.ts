// The built-in test provider: the outcome each test card gives, the Luhn check, saved methods for renewals, and the
// in-memory record that refuses calls which make no sense for a real processor.
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../schemas/messages';
import type { AuthorizeRequest } from '../../../server/payments/provider';
import { passesLuhn, TEST_CARD_MESSAGES, TEST_CARDS } from '../../../server/payments/test-cards';
import { createTestProvider, testSavedMethod, type TestCharge } from '../../../server/payments/test-provider';

let sequence = 0;

function authorizeRequest(cardNumber: string, overrides: Partial<AuthorizeRequest> = {}): AuthorizeRequest {
  sequence += 1;
  return {
    paymentId: `pay_${sequence}`,
    amountCents: 2599,
    currency: 'USD',
    method: { provider: 'test', cardNumber },
    email: 'ada@example.com',
    description: 'Order 1001',
    saveForLater: false,
    ...overrides,
  };
}

function chargeRequest(savedMethod: string, amountCents = 1500) {
  sequence += 1;
  return { paymentId: `pay_${sequence}`, amountCents, currency: 'USD', savedMethod, description: 'Renewal' };
}

describe('the test provider', () => {
  it('is a test-mode provider that takes no webhooks', () => {
    const provider = createTestProvider();
    expect(provider.name).toBe('test');
    expect(provider.testMode).toBe(true);
    expect(provider.parseWebhook).toBeUndefined();
  });

  it('authorizes 4242 4242 4242 4242 and holds the amount', async () => {
    const provider = createTestProvider();
    const outcome = await provider.authorize(authorizeRequest(TEST_CARDS.succeeds));
    expect(outcome).toEqual({ ok: true, providerRef: expect.stringMatching(/^test_pi_[0-9a-f]{24}$/), testMode: true });
    if (!outcome.ok) throw new Error('expected an authorization');
    expect(provider.inspect(outcome.providerRef)).toMatchObject({ state: 'authorized', amountCents: 2599, currency: 'USD', capturedCents: 0 });
  });

  it('declines 4000 0000 0000 0002 as a declined card and 9995 as insufficient funds, holding nothing', async () => {
    const provider = createTestProvider();
    expect(await provider.authorize(authorizeRequest(TEST_CARDS.declined))).toEqual({
      ok: false, declined: true, message: CHECKOUT_MESSAGES.cardDeclined,
    });
    expect(await provider.authorize(authorizeRequest(TEST_CARDS.insufficientFunds))).toEqual({
      ok: false, declined: true, message: CHECKOUT_MESSAGES.insufficientFunds,
    });
    expect(CHECKOUT_MESSAGES.cardDeclined).toBe('Your card was declined.');
  });

  it('ignores spaces, authorizes any other number that passes Luhn and declines one that does not', async () => {
    const provider = createTestProvider();
    expect((await provider.authorize(authorizeRequest('4242424242424242'))).ok).toBe(true);
    expect((await provider.authorize(authorizeRequest('5555 5555 5555 4444'))).ok).toBe(true);
    expect(await provider.authorize(authorizeRequest('4242 4242 4242 4241'))).toEqual({
      ok: false, declined: true, message: TEST_CARD_MESSAGES.incorrectNumber,
    });
    expect(TEST_CARD_MESSAGES.incorrectNumber).toBe('Your card number is incorrect.');
  });

  it('checks Luhn on every test number, and catches a single wrong digit or two swapped neighbours', () => {
    for (const number of Object.values(TEST_CARDS)) expect(passesLuhn(number.replace(/ /g, ''))).toBe(true);
    expect(passesLuhn('4242424242424243')).toBe(false);
    expect(passesLuhn('2442424242424242')).toBe(false);
    expect(passesLuhn('4242')).toBe(false);
    expect(passesLuhn('4242x24242424242')).toBe(false);
  });

  it('answers a retried authorization with the same outcome and holds the money once', async () => {
    const provider = createTestProvider();
    const request = authorizeRequest(TEST_CARDS.succeeds);
    const first = await provider.authorize(request);
    const again = await provider.authorize(request);
    expect(again).toEqual(first);
  });

  it('refuses a payment of another provider and an amount that is not a positive number of cents', async () => {
    const provider = createTestProvider();
    expect(await provider.authorize(authorizeRequest('', { method: { provider: 'stripe', paymentMethodId: 'pm_card_visa' } }))).toEqual({
      ok: false, declined: true, message: CHECKOUT_MESSAGES.providerUnavailable,
    });
    expect(await provider.authorize(authorizeRequest(TEST_CARDS.succeeds, { amountCents: 0 }))).toEqual({
      ok: false, declined: false, message: CHECKOUT_MESSAGES.paymentFailed,
    });
  });
});

describe('saved methods of the test provider', () => {
  it('hands out a saved method when asked, which later charges succeed against', async () => {
    const provider = createTestProvider();
    const outcome = await provider.authorize(authorizeRequest(TEST_CARDS.succeeds, { saveForLater: true }));
    expect(outcome).toMatchObject({ ok: true, savedMethod: testSavedMethod(TEST_CARDS.succeeds) });
    if (!outcome.ok || !outcome.savedMethod) throw new Error('expected a saved method');
    expect(outcome.savedMethod).toMatch(/4242$/);

    const renewal = await provider.chargeSaved(chargeRequest(outcome.savedMethod));
    expect(renewal).toMatchObject({ ok: true, testMode: true });
    if (!renewal.ok) throw new Error('expected a charge');
    // a saved charge is captured at once
    expect(provider.inspect(renewal.providerRef)).toMatchObject({ state: 'captured', capturedCents: 1500 });
  });

  it('gives no saved method unless asked', async () => {
    const outcome = await createTestProvider().authorize(authorizeRequest(TEST_CARDS.succeeds));
    expect(outcome.ok && outcome.savedMethod).toBeUndefined();
  });

  it('declines renewals of the declining cards with their messages (subscription billing failures)', async () => {
    const provider = createTestProvider();
    expect(await provider.chargeSaved(chargeRequest(testSavedMethod(TEST_CARDS.declined)!))).toEqual({
      ok: false, declined: true, message: CHECKOUT_MESSAGES.cardDeclined,
    });
    expect(await provider.chargeSaved(chargeRequest(testSavedMethod(TEST_CARDS.insufficientFunds)!))).toEqual({
      ok: false, declined: true, message: CHECKOUT_MESSAGES.insufficientFunds,
    });
  });

  it('takes 4000 0000 0000 0341 at checkout and declines every renewal of it', async () => {
    const provider = createTestProvider();
    const checkout = await provider.authorize(authorizeRequest(TEST_CARDS.declinesWhenSaved, { saveForLater: true }));
    if (!checkout.ok || !checkout.savedMethod) throw new Error('expected the checkout to go through');
    expect(await provider.chargeSaved(chargeRequest(checkout.savedMethod))).toEqual({
      ok: false, declined: true, message: CHECKOUT_MESSAGES.cardDeclined,
    });
  });

  it('has no saved method for a number failing Luhn, and declines a saved method it never handed out', async () => {
    expect(testSavedMethod('4242 4242 4242 4241')).toBeUndefined();
    expect(await createTestProvider().chargeSaved(chargeRequest('pm_card_visa'))).toEqual({
      ok: false, declined: true, message: CHECKOUT_MESSAGES.cardDeclined,
    });
  });
});

describe('the test provider’s record of a charge', () => {
  async function authorized(amountCents = 5000) {
    const provider = createTestProvider();
    const outcome = await provider.authorize(authorizeRequest(TEST_CARDS.succeeds, { amountCents }));
    if (!outcome.ok) throw new Error('expected an authorization');
    return { provider, ref: outcome.providerRef, paymentId: `pay_${sequence}` };
  }

  it('captures all or part of the hold, and takes a retried capture of the same amount', async () => {
    const { provider, ref, paymentId } = await authorized();
    await provider.capture(ref, 4000, paymentId);
    await provider.capture(ref, 4000, paymentId);
    expect(provider.inspect(ref)).toMatchObject({ state: 'captured', capturedCents: 4000 });
    await expect(provider.capture(ref, 5000, paymentId)).rejects.toThrow(/captured/);
  });

  it('refuses to capture more than was held, or a cancelled payment', async () => {
    const { provider, ref, paymentId } = await authorized();
    await expect(provider.capture(ref, 5001, paymentId)).rejects.toThrow(/holds 5000 cents/);
    await provider.cancel(ref, paymentId);
    await provider.cancel(ref, paymentId);
    expect(provider.inspect(ref)?.state).toBe('cancelled');
    await expect(provider.capture(ref, 5000, paymentId)).rejects.toThrow(/cancelled/);
  });

  it('refuses to cancel a captured payment', async () => {
    const { provider, ref, paymentId } = await authorized();
    await provider.capture(ref, 5000, paymentId);
    await expect(provider.cancel(ref, paymentId)).rejects.toThrow(/refund it instead/);
  });

  it('refunds in parts up to what was captured, once per refund key', async () => {
    const { provider, ref, paymentId } = await authorized();
    await expect(provider.refund(ref, 100, 'refund-early')).rejects.toThrow(/only a captured payment/);
    await provider.capture(ref, 3000, paymentId);
    await provider.refund(ref, 1000, 'refund-1');
    await provider.refund(ref, 1000, 'refund-1');
    expect(provider.inspect(ref)?.refundedCents).toBe(1000);
    await expect(provider.refund(ref, 2001, 'refund-2')).rejects.toThrow(/2000 cents left/);
    await provider.refund(ref, 2000, 'refund-2');
    expect(provider.inspect(ref)).toMatchObject({ capturedCents: 3000, refundedCents: 3000 });
    await expect(provider.refund(ref, 0, 'refund-3')).rejects.toThrow(/positive number of cents/);
  });

  it('lets through a reference of an earlier run it has no record of, and refuses one that is not its own', async () => {
    const provider = createTestProvider();
    await provider.capture(`test_pi_${'a'.repeat(24)}`, 1000, 'pay_old');
    await provider.refund(`test_pi_${'a'.repeat(24)}`, 1000, 'refund-old');
    await expect(provider.capture('pi_123', 1000, 'pay_x')).rejects.toThrow(/no payment pi_123/);
  });

  it('keeps its record to itself: what inspect returns is a copy', async () => {
    const { provider, ref } = await authorized();
    // what a careless test might do with the answer
    const seen = provider.inspect(ref) as TestCharge;
    seen.state = 'captured';
    expect(provider.inspect(ref)?.state).toBe('authorized');
  });
});
