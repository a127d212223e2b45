/** The shipping address, for an order that ships: browser autofill names on every field, errors at each. */
import { useMemo } from 'react';
import type { CheckoutValues, FieldErrors } from './checkout-form';
import { needsPostalCode } from './checkout-form';
import { CHECKOUT_TEXT } from './checkout-text';
import { countryChoices } from './countries';
import { SelectField, TextField } from './field';
import { fieldDomId } from './field-ids';

interface AddressFieldsProps {
  values: CheckoutValues;
  errors: FieldErrors;
  countries: readonly string[];
  locale: string;
  onChange(name: keyof CheckoutValues, value: string): void;
}

export function AddressFields({ values, errors, countries, locale, onChange }: AddressFieldsProps) {
  const options = useMemo(
    () => countryChoices(countries, locale, values.country).map((c) => ({ value: c.code, label: c.name })),
    [countries, locale, values.country],
  );
  const text = (name: keyof CheckoutValues, label: string, autoComplete: string, extra: { required?: boolean; type?: 'tel'; className?: string; maxLength?: number } = {}) => (
    <TextField
      id={fieldDomId(name)}
      label={label}
      value={values[name]}
      onChange={(value) => onChange(name, value)}
      autoComplete={`shipping ${autoComplete}`}
      required={extra.required ?? true}
      type={extra.type}
      className={extra.className}
      maxLength={extra.maxLength}
      error={errors[name]}
    />
  );
  return (
    <fieldset className="kiosk-checkout__section kiosk-checkout-address">
      <legend className="kiosk-checkout__legend">
        <h2 className="kiosk-checkout__heading">{CHECKOUT_TEXT.shippingHeading}</h2>
      </legend>
      <div className="kiosk-checkout-address__grid">
        {text('firstName', CHECKOUT_TEXT.firstName, 'given-name', { className: 'kiosk-field--half', maxLength: 100 })}
        {text('lastName', CHECKOUT_TEXT.lastName, 'family-name', { className: 'kiosk-field--half', maxLength: 100 })}
        {text('line1', CHECKOUT_TEXT.line1, 'address-line1', { maxLength: 200 })}
        {text('line2', CHECKOUT_TEXT.line2, 'address-line2', { required: false, maxLength: 200 })}
        {text('city', CHECKOUT_TEXT.city, 'address-level2', { maxLength: 100 })}
        <SelectField
          id={fieldDomId('country')}
          label={CHECKOUT_TEXT.country}
          value={values.country}
          options={options}
          onChange={(value) => onChange('country', value)}
          autoComplete="shipping country"
          error={errors.country}
          className="kiosk-field--half"
        />
        {text('region', CHECKOUT_TEXT.region, 'address-level1', { required: false, className: 'kiosk-field--half', maxLength: 100 })}
        {text('postalCode', CHECKOUT_TEXT.postalCode, 'postal-code', { required: needsPostalCode(values.country), className: 'kiosk-field--half', maxLength: 20 })}
        {text('phone', CHECKOUT_TEXT.phone, 'tel', { required: false, type: 'tel', className: 'kiosk-field--half', maxLength: 40 })}
      </div>
    </fieldset>
  );
}
