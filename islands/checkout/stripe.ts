/**
 * Stripe's card form, for stores with Stripe configured: Stripe.js is loaded from js.stripe.com only then (never
 * bundled, never on other pages), its card Element mounted, and a PaymentMethod made from it at submit.
 */

export const STRIPE_JS_URL = 'https://js.stripe.com/v3';

/** The few parts of Stripe.js the page uses. */
export interface StripeCardElement {
  mount(element: HTMLElement): void;
  destroy(): void;
  focus(): void;
  on(event: 'change', handler: (event: { complete: boolean; error?: { message?: string } }) => void): void;
}

export interface StripeJs {
  elements(options?: { locale?: string }): { create(type: 'card', options?: { hidePostalCode?: boolean }): StripeCardElement };
  createPaymentMethod(options: {
    type: 'card';
    card: StripeCardElement;
    billing_details?: { email?: string; name?: string };
  }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
}

type StripeFactory = (publishableKey: string) => StripeJs;

let loading: Promise<StripeFactory> | undefined;

/** Adds Stripe's script once; later calls share it. A failed load may be tried again. */
export function loadStripe(): Promise<StripeFactory> {
  const ready = (window as { Stripe?: StripeFactory }).Stripe;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => {
      const factory = (window as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js loaded without Stripe'));
    };
    script.onerror = () => reject(new Error('Stripe.js did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export type StripeMethod = { ok: true; paymentMethodId: string } | { ok: false; message: string };

/** A PaymentMethod for the card typed into the Element; Stripe's own words when it refuses the card. */
export async function createStripeMethod(stripe: StripeJs, card: StripeCardElement, billing: { email: string; name: string }, fallback: string): Promise<StripeMethod> {
  try {
    const answer = await stripe.createPaymentMethod({ type: 'card', card, billing_details: billing });
    if (answer.paymentMethod) return { ok: true, paymentMethodId: answer.paymentMethod.id };
    return { ok: false, message: answer.error?.message || fallback };
  } catch {
    return { ok: false, message: fallback };
  }
}
