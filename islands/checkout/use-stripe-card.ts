/** Mounts Stripe's card Element into the payment section when the quote names a Stripe key; nothing otherwise. */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { loadStripe, type StripeCardElement, type StripeJs } from './stripe';

export type StripeCardState = 'off' | 'loading' | 'ready' | 'failed';

export interface StripeCard {
  state: StripeCardState;
  /** Stripe.js and the mounted Element, once ready */
  handle: RefObject<{ stripe: StripeJs; card: StripeCardElement } | null>;
  /** Stripe's message about what is typed (an incomplete or invalid number) */
  cardError: string | undefined;
}

export function useStripeCard(publishableKey: string | null, container: RefObject<HTMLElement | null>, locale: string): StripeCard {
  const [state, setState] = useState<StripeCardState>('off');
  const [cardError, setCardError] = useState<string>();
  const handle = useRef<{ stripe: StripeJs; card: StripeCardElement } | null>(null);

  useEffect(() => {
    if (publishableKey === null) return;
    let live = true;
    setState('loading');
    loadStripe().then(
      (factory) => {
        const target = container.current;
        if (!live || !target) return;
        const stripe = factory(publishableKey);
        const card = stripe.elements({ locale: locale.split('-')[0] }).create('card', { hidePostalCode: true });
        card.mount(target);
        card.on('change', (event) => setCardError(event.error?.message));
        handle.current = { stripe, card };
        setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      handle.current?.card.destroy();
      handle.current = null;
    };
  }, [publishableKey, container, locale]);

  return { state, handle, cardError };
}
