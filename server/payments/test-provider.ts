// The built-in test provider: deterministic outcomes chosen by the card number (test-cards.ts), no network and no
// real money, so a merchant can run whole purchases before going live and the test suites can pay.
import { CHECKOUT_MESSAGES } from '../../schemas/messages';
import { randomHexId } from '../security/tokens';
import type { AuthorizeOutcome, AuthorizeRequest, ChargeSavedRequest, PaymentProvider } from './provider';
import { declineMessage, readTestCard, TEST_CARD_MESSAGES, type TestCardBehaviour } from './test-cards';

/** What the provider remembers of one charge: only a sanity check of the calls Kiosk makes, never a ledger. */
export interface TestCharge {
  providerRef: string;
  paymentId: string;
  amountCents: number;
  currency: string;
  state: 'authorized' | 'captured' | 'cancelled';
  capturedCents: number;
  refundedCents: number;
  savedMethod?: string;
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** the record of a charge made by this instance, for tests to look at */
  inspect(providerRef: string): Readonly<TestCharge> | undefined;
}

const PROVIDER_REF = /^test_pi_[0-9a-f]{24}$/;
const SAVED_METHOD = /^test_pm_(succeeds|card_declined|insufficient_funds)_(\d{4})$/;

/**
 * The saved-method reference the test provider hands out for a card: a test stores it on a subscription to bill
 * the card later, e.g. `testSavedMethod('4000 0000 0000 0002')` for a renewal that is declined. Undefined for a
 * number that fails the Luhn check.
 */
export function testSavedMethod(cardNumber: string): string | undefined {
  const card = readTestCard(cardNumber);
  return card.valid ? `test_pm_${card.savedBehaviour}_${card.last4}` : undefined;
}

export function createTestProvider(): TestPaymentProvider {
  const charges = new Map<string, TestCharge>();
  // Kiosk's payment id → the first answer: a retried call answers the same and never charges twice, like a
  // provider's idempotency key.
  const outcomes = new Map<string, AuthorizeOutcome>();
  const refundKeys = new Set<string>();

  function once(paymentId: string, decide: () => AuthorizeOutcome): AuthorizeOutcome {
    const earlier = outcomes.get(paymentId);
    if (earlier) return earlier;
    const outcome = decide();
    outcomes.set(paymentId, outcome);
    return outcome;
  }

  function hold(request: AuthorizeRequest | ChargeSavedRequest, captured: boolean, savedMethod?: string): AuthorizeOutcome {
    const providerRef = `test_pi_${randomHexId()}`;
    charges.set(providerRef, {
      providerRef,
      paymentId: request.paymentId,
      amountCents: request.amountCents,
      currency: request.currency.toUpperCase(),
      state: captured ? 'captured' : 'authorized',
      capturedCents: captured ? request.amountCents : 0,
      refundedCents: 0,
      ...(savedMethod ? { savedMethod } : {}),
    });
    return { ok: true, providerRef, testMode: true, ...(savedMethod ? { savedMethod } : {}) };
  }

  function declined(behaviour: Exclude<TestCardBehaviour, 'succeeds'>): AuthorizeOutcome {
    return { ok: false, declined: true, message: declineMessage(behaviour) };
  }

  // A charge this instance did not make may come from an earlier run of the server (the records live in memory):
  // it is let through unchecked rather than refused forever; a reference that is not the provider's is a bug.
  function chargeFor(providerRef: string): TestCharge | undefined {
    const charge = charges.get(providerRef);
    if (!charge && !PROVIDER_REF.test(providerRef)) throw new Error(`The test provider has no payment ${providerRef}.`);
    return charge;
  }

  function ensureAmount(amountCents: number): void {
    if (!Number.isInteger(amountCents) || amountCents <= 0) throw new Error(`A payment amount must be a positive number of cents, not ${amountCents}.`);
  }

  return {
    name: 'test',
    testMode: true,

    async authorize(request) {
      return once(request.paymentId, () => {
        if (request.method.provider !== 'test') return { ok: false, declined: true, message: CHECKOUT_MESSAGES.providerUnavailable };
        if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
          return { ok: false, declined: false, message: CHECKOUT_MESSAGES.paymentFailed };
        }
        const card = readTestCard(request.method.cardNumber);
        if (!card.valid) return { ok: false, declined: true, message: TEST_CARD_MESSAGES.incorrectNumber };
        if (card.behaviour !== 'succeeds') return declined(card.behaviour);
        return hold(request, false, request.saveForLater ? testSavedMethod(card.digits) : undefined);
      });
    },

    async chargeSaved(request) {
      return once(request.paymentId, () => {
        if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
          return { ok: false, declined: false, message: CHECKOUT_MESSAGES.paymentFailed };
        }
        const saved = SAVED_METHOD.exec(request.savedMethod);
        // A reference the provider never handed out cannot be charged: the customer must give a card again.
        if (!saved) return { ok: false, declined: true, message: CHECKOUT_MESSAGES.cardDeclined };
        const behaviour = saved[1] as TestCardBehaviour;
        if (behaviour !== 'succeeds') return declined(behaviour);
        return hold(request, true);
      });
    },

    async capture(providerRef, amountCents) {
      ensureAmount(amountCents);
      const charge = chargeFor(providerRef);
      if (!charge) return;
      if (charge.state === 'captured' && charge.capturedCents === amountCents) return; // a retried capture
      if (charge.state !== 'authorized') throw new Error(`The test payment ${providerRef} is ${charge.state}: it cannot be captured.`);
      if (amountCents > charge.amountCents) {
        throw new Error(`The test payment ${providerRef} holds ${charge.amountCents} cents: ${amountCents} cannot be captured.`);
      }
      charge.state = 'captured';
      charge.capturedCents = amountCents;
    },

    async cancel(providerRef) {
      const charge = chargeFor(providerRef);
      if (!charge || charge.state === 'cancelled') return;
      if (charge.state === 'captured') throw new Error(`The test payment ${providerRef} was captured: refund it instead of cancelling.`);
      charge.state = 'cancelled';
    },

    async refund(providerRef, amountCents, refundKey) {
      ensureAmount(amountCents);
      if (refundKeys.has(refundKey)) return;
      const charge = chargeFor(providerRef);
      if (charge) {
        if (charge.state !== 'captured') throw new Error(`The test payment ${providerRef} is ${charge.state}: only a captured payment is refunded.`);
        const left = charge.capturedCents - charge.refundedCents;
        if (amountCents > left) throw new Error(`The test payment ${providerRef} has ${left} cents left to refund, not ${amountCents}.`);
        charge.refundedCents += amountCents;
      }
      refundKeys.add(refundKey);
    },

    inspect(providerRef) {
      const charge = charges.get(providerRef);
      return charge ? { ...charge } : undefined;
    },
  };
}
