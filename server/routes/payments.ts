// The payment providers' webhooks: mounted before the crumb guard, authenticated by their signature.
import { CHECKOUT_API } from '../../schemas/contract/checkout';
import { CHECKOUT_MESSAGES } from '../../schemas/messages';
import { applyPaymentEvent } from '../checkout/payment-events';
import { route, type Route } from '../contract/mount';
import { HttpError } from '../errors';
import { WebhookSignatureError } from '../payments/provider';
import type { RouteDeps } from './route-deps';

export function paymentRoutes({ db, providers, now }: RouteDeps): Route[] {
  return [
    route(CHECKOUT_API.stripeWebhook, async (c) => {
      const stripe = providers.get('stripe');
      if (!stripe?.parseWebhook) throw new HttpError(404, CHECKOUT_MESSAGES.providerUnavailable);
      let event;
      try {
        event = stripe.parseWebhook(await c.req.text(), c.req.header('Stripe-Signature'));
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new HttpError(400, 'The Stripe-Signature header does not verify.');
        throw error;
      }
      await applyPaymentEvent(db, 'stripe', event, now());
      return { received: true as const };
    }),
  ];
}
