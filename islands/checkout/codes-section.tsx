/**
 * Coupon and gift-card codes: each typed code is applied by its button (or Enter, which must not place the
 * order), priced by a new quote, and shown applied with a Remove button or refused with the server's reason.
 */
import { useState, type KeyboardEvent } from 'react';
import type { CheckoutQuote } from '../../schemas/checkout';
import { formatCents } from '../cart-page/cart-money';
import type { FieldErrors, PricingChoices } from './checkout-form';
import { CHECKOUT_TEXT, couponAppliedText, couponFreeShippingText, giftCardText, removeCouponLabel, removeGiftCardLabel } from './checkout-text';
import { TextField } from './field';
import { fieldDomId } from './field-ids';
import { appliedGiftCards } from './quote-choices';

interface CodesSectionProps {
  quote: CheckoutQuote;
  choices: PricingChoices;
  errors: FieldErrors;
  locale: string;
  onApplyCoupon(code: string): boolean;
  onRemoveCoupon(): void;
  onApplyGiftCard(code: string): boolean;
  onRemoveGiftCard(code: string): void;
}

/** Enter in a code field applies the code instead of submitting the whole checkout form. */
function applyOnEnter(apply: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
}

interface CodeEntryProps {
  field: 'coupon' | 'giftCard';
  label: string;
  value: string;
  onChange(value: string): void;
  onApply(): void;
  error: string | undefined;
}

/** One code field with its Apply button (named after the field for screen readers). */
function CodeEntry({ field, label, value, onChange, onApply, error }: CodeEntryProps) {
  return (
    <div className="kiosk-checkout-code">
      <TextField
        id={fieldDomId(field)}
        label={label}
        value={value}
        onChange={onChange}
        onKeyDown={applyOnEnter(onApply)}
        autoComplete="off"
        maxLength={40}
        error={error}
      />
      <button type="button" className="kiosk-checkout__secondary-button" onClick={onApply}>
        {CHECKOUT_TEXT.apply}
        <span className="kiosk-visually-hidden"> {label}</span>
      </button>
    </div>
  );
}

export function CodesSection({ quote, choices, errors, locale, onApplyCoupon, onRemoveCoupon, onApplyGiftCard, onRemoveGiftCard }: CodesSectionProps) {
  const [coupon, setCoupon] = useState('');
  const [giftCard, setGiftCard] = useState('');
  const money = (cents: number) => formatCents(cents, quote.currencyCode, locale);
  const appliedCoupon = choices.couponCode !== undefined && quote.coupon?.valid ? quote.coupon : null;
  const cards = appliedGiftCards(quote, choices.giftCardCodes);

  const applyCoupon = () => {
    if (onApplyCoupon(coupon)) setCoupon('');
  };
  const applyGiftCard = () => {
    if (onApplyGiftCard(giftCard)) setGiftCard('');
  };

  return (
    <section className="kiosk-checkout__section kiosk-checkout-codes" aria-labelledby="kiosk-checkout-codes-heading">
      <h2 className="kiosk-checkout__heading" id="kiosk-checkout-codes-heading">
        {CHECKOUT_TEXT.codesHeading}
      </h2>
      {appliedCoupon ? (
        <div className="kiosk-checkout-applied">
          <p className="kiosk-checkout-applied__text">
            {appliedCoupon.freeShipping ? couponFreeShippingText(appliedCoupon.code) : couponAppliedText(appliedCoupon.code)}
            {appliedCoupon.discountCents > 0 && ` −${money(appliedCoupon.discountCents)}`}
          </p>
          <button type="button" className="kiosk-checkout__text-button" aria-label={removeCouponLabel(appliedCoupon.code)} onClick={onRemoveCoupon}>
            {CHECKOUT_TEXT.remove}
          </button>
        </div>
      ) : (
        <CodeEntry field="coupon" label={CHECKOUT_TEXT.coupon} value={coupon} onChange={setCoupon} onApply={applyCoupon} error={errors.coupon} />
      )}
      {cards.length > 0 && (
        <ul className="kiosk-checkout-gift-cards">
          {cards.map((card) => (
            <li className="kiosk-checkout-applied" key={card.code ?? card.maskedCode}>
              <p className="kiosk-checkout-applied__text">{giftCardText(card.maskedCode, money(card.appliedCents), money(card.remainingCents))}</p>
              {card.code !== undefined && (
                <button
                  type="button"
                  className="kiosk-checkout__text-button"
                  aria-label={removeGiftCardLabel(card.maskedCode)}
                  onClick={() => card.code !== undefined && onRemoveGiftCard(card.code)}
                >
                  {CHECKOUT_TEXT.remove}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <CodeEntry field="giftCard" label={CHECKOUT_TEXT.giftCard} value={giftCard} onChange={setGiftCard} onApply={applyGiftCard} error={errors.giftCard} />
    </section>
  );
}
