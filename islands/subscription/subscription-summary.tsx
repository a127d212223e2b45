/**
 * SubscriptionSummary island: the subscription page (`/commerce/subscription?cartToken=…`). It reads the
 * subscription cart the product page started, shows its product, price and quantity, and leads on to checkout.
 */
import { useEffect, useState } from 'react';
import { SUBSCRIPTION_MESSAGES } from '../../schemas/messages';
import type { SubscriptionCart } from '../../schemas/subscription';
import { fetchSubscriptionCart } from './subscription-api';
import { subscriptionCartPriceText } from './subscription-price';

export interface SubscriptionSummaryProps {
  /** The page's locale (money format). */
  locale: string;
  /** What shows until the cart has loaded, as the template printed it. */
  loadingText: string;
}


type View = { kind: 'loading' } | { kind: 'loaded'; cart: SubscriptionCart } | { kind: 'failed'; message: string };

export function cartTokenOf(search: string): string | undefined {
  return new URLSearchParams(search).get('cartToken') || undefined;
}

/** The checkout page in subscription mode (islands/checkout/checkout-query.ts reads `subscription`). */
export function subscriptionCheckoutUrl(cartToken: string): string {
  return `/checkout?${new URLSearchParams({ subscription: cartToken })}`;
}

export function SubscriptionSummary({ locale, loadingText }: SubscriptionSummaryProps) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  useEffect(() => {
    const token = cartTokenOf(window.location.search);
    if (!token) {
      setView({ kind: 'failed', message: SUBSCRIPTION_MESSAGES.noToken });
      return;
    }
    void fetchSubscriptionCart(token).then((read) => {
      if (read.ok) setView({ kind: 'loaded', cart: read.data });
      // The server's words (no such cart); anything else is a plain retry.
      else setView({ kind: 'failed', message: read.failure.kind === 'server' ? read.failure.message : SUBSCRIPTION_MESSAGES.loadFailed });
    });
  }, []);

  if (view.kind === 'loading') return <p className="subscription-summary__status">{loadingText}</p>;
  if (view.kind === 'failed') {
    return (
      <p className="subscription-summary__status subscription-summary__status--error" role="alert">
        {view.message}
      </p>
    );
  }
  const { cart } = view;
  return (
    <>
      <dl className="subscription-summary" data-cart-token={cart.cartToken}>
        <div className="subscription-summary__row">
          <dt>Product</dt>
          <dd className="subscription-summary__title">{cart.title}</dd>
        </div>
        <div className="subscription-summary__row">
          <dt>Price</dt>
          <dd className="subscription-summary__price">{subscriptionCartPriceText(cart, locale)}</dd>
        </div>
        <div className="subscription-summary__row">
          <dt>Quantity</dt>
          <dd className="subscription-summary__quantity">{cart.qty}</dd>
        </div>
      </dl>
      <a className="subscription-summary__checkout button button--primary sqs-editable-button" href={subscriptionCheckoutUrl(cart.cartToken)}>
        Continue to checkout
      </a>
    </>
  );
}
