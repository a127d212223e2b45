/**
 * How the visitor pays: the test card field with its visible test-mode note, or Stripe's card Element (loaded
 * only for a store with Stripe), and a choice between them when the store takes both.
 */
import type { RefObject } from 'react';
import type { CheckoutQuote, PaymentProviderName } from '../../schemas/checkout';
import type { CheckoutValues, FieldErrors } from './checkout-form';
import { CHECKOUT_MESSAGES, CHECKOUT_TEXT } from './checkout-text';
import { describedBy, FieldMessages, TextField } from './field';
import { fieldDomId } from './field-ids';
import { usableProviders } from './payment-mode';
import type { StripeCardState } from './use-stripe-card';

interface PaymentSectionProps {
  quote: CheckoutQuote;
  provider: PaymentProviderName | undefined;
  values: CheckoutValues;
  errors: FieldErrors;
  onChange(name: keyof CheckoutValues, value: string): void;
  onChooseProvider(provider: PaymentProviderName): void;
  stripeContainer: RefObject<HTMLDivElement | null>;
  stripeState: StripeCardState;
  stripeError?: string;
}

export function PaymentSection(props: PaymentSectionProps) {
  const { quote, provider, values, errors, onChange, onChooseProvider, stripeContainer, stripeState, stripeError } = props;
  const providers = usableProviders(quote.payment);
  const paymentId = fieldDomId('payment');
  const stripeStatus = stripeState === 'loading' ? CHECKOUT_TEXT.stripeLoading : stripeState === 'failed' ? CHECKOUT_TEXT.stripeUnavailable : undefined;
  const paymentError = errors.payment ?? stripeError;
  const paying = quote.amountDueCents > 0;
  return (
    <section className="kiosk-checkout__section kiosk-checkout-payment" aria-labelledby="kiosk-checkout-payment-heading">
      <h2 className="kiosk-checkout__heading" id="kiosk-checkout-payment-heading">
        {CHECKOUT_TEXT.paymentHeading}
      </h2>
      {/* Gift cards covering the whole order leave nothing to charge: no card is asked for (the order goes without `payment`). */}
      {!paying && quote.grandTotalCents > 0 && <p className="kiosk-checkout__note kiosk-checkout-payment__covered">{CHECKOUT_TEXT.nothingToPay}</p>}
      {paying && providers.length === 0 && <p className="kiosk-checkout__note">{CHECKOUT_MESSAGES.providerUnavailable}</p>}
      {paying && providers.length > 1 && (
        <fieldset className="kiosk-checkout-payment__choice">
          <legend className="kiosk-checkout__label">{CHECKOUT_TEXT.paymentMethod}</legend>
          {providers.map((name) => (
            <label className="kiosk-checkout-option" key={name} htmlFor={`${paymentId}-${name}`}>
              <input type="radio" id={`${paymentId}-${name}`} name="kiosk-checkout-provider" value={name} checked={provider === name} onChange={() => onChooseProvider(name)} />
              <span className="kiosk-checkout-option__name">{CHECKOUT_TEXT.providerNames[name]}</span>
            </label>
          ))}
        </fieldset>
      )}
      {paying && provider === 'test' && (
        <TextField
          id={fieldDomId('cardNumber')}
          label={CHECKOUT_TEXT.cardNumber}
          value={values.cardNumber}
          onChange={(value) => onChange('cardNumber', value)}
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={23}
          required
          hint={CHECKOUT_TEXT.testModeNote}
          error={errors.cardNumber}
        />
      )}
      {provider === 'stripe' && (
        // Kept mounted while gift cards cover the order: Stripe's card element lives in it.
        <div className={`kiosk-field${paymentError ? ' kiosk-field--invalid' : ''}`} hidden={!paying}>
          <span className="kiosk-field__label" id={`${paymentId}-label`}>
            {CHECKOUT_TEXT.card}
          </span>
          {/* Stripe mounts its card iframe here; the page focuses it when the card is refused. */}
          <div
            className="kiosk-checkout-stripe"
            id={paymentId}
            ref={stripeContainer}
            role="group"
            tabIndex={-1}
            aria-labelledby={`${paymentId}-label`}
            aria-describedby={describedBy(paymentId, stripeStatus !== undefined, paymentError !== undefined)}
          />
          <FieldMessages id={paymentId} hint={stripeStatus} error={paymentError} />
        </div>
      )}
      {provider !== 'stripe' && errors.payment !== undefined && <FieldMessages id={paymentId} error={errors.payment} />}
    </section>
  );
}
