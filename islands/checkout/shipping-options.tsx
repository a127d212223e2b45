/** The delivery choice: the options the quote offers for the address, each with its price, the priced one checked. */
import type { CheckoutQuote } from '../../schemas/checkout';
import { CHECKOUT_TEXT } from './checkout-text';
import { optionPrice } from './checkout-totals';
import { errorIdOf, FieldMessages } from './field';
import { fieldDomId } from './field-ids';

interface ShippingOptionsProps {
  quote: CheckoutQuote;
  locale: string;
  /** the destination has been priced (else the options wait for an address) */
  priced: boolean;
  /** the visitor's choice, checked at once while the quote for it is on its way */
  chosen?: string;
  error?: string;
  onChoose(id: string): void;
}

export function ShippingOptions({ quote, locale, priced, chosen, error, onChoose }: ShippingOptionsProps) {
  const id = fieldDomId('shippingOption');
  const selected = chosen ?? quote.selectedShippingOption?.id;
  const options = quote.shippingOptions;
  return (
    // The group itself takes the focus when the server refuses the option (its legend and error are read).
    <fieldset className="kiosk-checkout__section kiosk-checkout-shipping" id={id} tabIndex={-1} aria-describedby={error ? errorIdOf(id) : undefined}>
      <legend className="kiosk-checkout__legend">
        <h2 className="kiosk-checkout__heading">{CHECKOUT_TEXT.deliveryHeading}</h2>
      </legend>
      {options.length === 0 ? (
        <p className="kiosk-checkout__note">{priced ? CHECKOUT_TEXT.noDelivery : CHECKOUT_TEXT.deliveryHint}</p>
      ) : (
        <ul className="kiosk-checkout-shipping__options">
          {options.map((option) => {
            const checked = option.id === selected;
            const inputId = `${id}-${option.id}`;
            return (
              <li key={option.id}>
                <label className="kiosk-checkout-option" htmlFor={inputId}>
                  <input
                    type="radio"
                    id={inputId}
                    name="kiosk-checkout-shipping-option"
                    value={option.id}
                    checked={checked}
                    onChange={() => onChoose(option.id)}
                  />
                  <span className="kiosk-checkout-option__text">
                    <span className="kiosk-checkout-option__name">{option.name}</span>
                    {option.description !== '' && <span className="kiosk-checkout-option__description">{option.description}</span>}
                  </span>
                  <span className="kiosk-checkout-option__price">{optionPrice(option, quote.currencyCode, locale)}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
