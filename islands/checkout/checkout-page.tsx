/**
 * CheckoutPage island (`/checkout`, page type 201): a one-page checkout of the visitor's cart, or of a
 * subscription cart (`?subscription=<cartToken>`): contact, address, delivery, codes and payment beside an order
 * summary whose every amount is the server's quote. Rendered at build time in its loading state.
 */
import { useRef } from 'react';
import { CHECKOUT_MESSAGES, CHECKOUT_TEXT } from './checkout-text';
import { AddressFields } from './address-fields';
import { CheckoutSummary } from './checkout-summary';
import { CodesSection } from './codes-section';
import { TextField } from './field';
import { fieldDomId } from './field-ids';
import { PaymentSection } from './payment-section';
import { PlaceOrder } from './place-order';
import { ShippingOptions } from './shipping-options';
import { createStripeMethod } from './stripe';
import { useCheckout, type PaymentMaker } from './use-checkout';
import { useStripeCard } from './use-stripe-card';

export interface CheckoutPageProps {
  /** The page's locale (amounts, country names). */
  locale: string;
  /** The cart page: back from an out-of-stock refusal. */
  cartUrl: string;
  /** Where an empty cart sends the visitor. */
  shopUrl: string;
  /** The countries of the address's country list (ISO codes). */
  countries: readonly string[];
}

export function CheckoutPage({ locale, cartUrl, shopUrl, countries }: CheckoutPageProps) {
  const checkout = useCheckout(locale);
  const { quote, values, errors } = checkout;
  const stripeContainer = useRef<HTMLDivElement>(null);
  const stripeKey = checkout.provider === 'stripe' ? (quote?.payment.stripePublishableKey ?? null) : null;
  const stripe = useStripeCard(stripeKey, stripeContainer, locale);

  const makePayment: PaymentMaker = async (provider, typed) => {
    if (provider === 'test') return { ok: true, payment: { provider: 'test', cardNumber: typed.cardNumber.trim() } };
    const handle = stripe.handle.current;
    if (!handle) return { ok: false, message: CHECKOUT_TEXT.stripeUnavailable };
    const name = `${typed.firstName} ${typed.lastName}`.trim();
    const method = await createStripeMethod(handle.stripe, handle.card, { email: typed.email.trim(), name }, CHECKOUT_MESSAGES.paymentFailed);
    return method.ok ? { ok: true, payment: { provider: 'stripe', paymentMethodId: method.paymentMethodId } } : method;
  };

  let content;
  if (checkout.phase === 'loading' || (checkout.phase === 'ready' && !quote)) {
    content = <p className="kiosk-checkout__status">{CHECKOUT_TEXT.loading}</p>;
  } else if (checkout.phase === 'failed' || !quote) {
    content = (
      <div className="kiosk-checkout__empty">
        <p className="kiosk-checkout__empty-title">{checkout.loadError}</p>
        <button type="button" className="kiosk-checkout__secondary-button" onClick={checkout.retryLoad}>
          {CHECKOUT_TEXT.retry}
        </button>
        <a className="link-arrow link-arrow--back" href={cartUrl}>
          {CHECKOUT_TEXT.backToCart}
        </a>
      </div>
    );
  } else if (quote.shoppingCart.entries.length === 0) {
    content = (
      <div className="kiosk-checkout__empty">
        <p className="kiosk-checkout__empty-title">{CHECKOUT_TEXT.empty}</p>
        <a className="kiosk-checkout__continue sqs-editable-button" href={shopUrl}>
          {CHECKOUT_TEXT.continueShopping}
        </a>
      </div>
    );
  } else {
    content = (
      <div className="kiosk-checkout__layout">
        <CheckoutSummary quote={quote} locale={locale} busy={checkout.quoting} />
        <form
          className="kiosk-checkout__form"
          noValidate
          aria-label={CHECKOUT_TEXT.formLabel}
          onSubmit={(event) => {
            event.preventDefault();
            void checkout.place(makePayment);
          }}
        >
          <section className="kiosk-checkout__section" aria-labelledby="kiosk-checkout-contact-heading">
            <h2 className="kiosk-checkout__heading" id="kiosk-checkout-contact-heading">
              {CHECKOUT_TEXT.contactHeading}
            </h2>
            <TextField
              id={fieldDomId('email')}
              label={CHECKOUT_TEXT.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={254}
              value={values.email}
              onChange={(value) => checkout.setValue('email', value)}
              error={errors.email}
            />
          </section>
          {quote.requiresShipping && (
            <>
              <AddressFields values={values} errors={errors} countries={countries} locale={locale} onChange={checkout.setValue} />
              <ShippingOptions
                quote={quote}
                locale={locale}
                priced={checkout.priced}
                chosen={checkout.choices.shippingOptionId}
                error={errors.shippingOption}
                onChoose={checkout.chooseShipping}
              />
            </>
          )}
          <CodesSection
            quote={quote}
            choices={checkout.choices}
            errors={errors}
            locale={locale}
            onApplyCoupon={checkout.applyCoupon}
            onRemoveCoupon={checkout.removeCoupon}
            onApplyGiftCard={checkout.applyGiftCard}
            onRemoveGiftCard={checkout.removeGiftCard}
          />
          <PaymentSection
            quote={quote}
            provider={checkout.provider}
            values={values}
            errors={errors}
            onChange={checkout.setValue}
            onChooseProvider={checkout.chooseProvider}
            stripeContainer={stripeContainer}
            stripeState={stripe.state}
            stripeError={stripe.cardError}
          />
          <PlaceOrder
            blockers={quote.blockers}
            message={checkout.formMessage}
            stock={checkout.stock}
            signInHref={checkout.signInHref}
            cartUrl={cartUrl}
            placing={checkout.placing}
            noProvider={checkout.provider === undefined}
          />
        </form>
      </div>
    );
  }

  return (
    <div className="kiosk-checkout" aria-busy={checkout.phase === 'loading' || undefined}>
      <p className="kiosk-visually-hidden" role="status" aria-live="polite">
        {checkout.announcement}
      </p>
      {checkout.alert && (
        <div className="kiosk-checkout__alert" role="alert">
          <strong>{checkout.alert.title}</strong> {checkout.alert.message}
        </div>
      )}
      {content}
    </div>
  );
}
