/**
 * VariantSelect island: adopts the `variants-select` markup (a select and a radio-button row per option)
 * and keeps both controls and the shared product-form store in step. Values that cannot be bought with the
 * other choices are marked (visibly, and in text a screen reader reads) but stay selectable and operable, so
 * they carry no aria-disabled.
 */
import { useStore } from '@nanostores/react';
import { Fragment } from 'react';
import { $selections, selectionOf, selectOption } from '../stores/product-form';
import { AVAILABILITY_TEXT, valueAvailability, type StockedVariant } from './availability';

export interface VariantOptionView {
  /** The option name (`Size`). */
  name: string;
  /** The printed title (`Size: `). */
  title: string;
  /** The select's aria-label and empty choice (`Select Size`). */
  selectLabel: string;
  placeholder: string;
  values: { value: string; label: string }[];
}

export interface VariantSelectProps {
  itemId: string;
  options: VariantOptionView[];
  /** The product's variants with their stock (from data-variants). */
  variants: StockedVariant[];
}

export function VariantSelect({ itemId, options, variants }: VariantSelectProps) {
  const selection = selectionOf(itemId, useStore($selections, { ssr: 'initial' }));
  return (
    <>
      {options.map((option) => {
        const chosen = selection[option.name] ?? '';
        const choose = (value: string) => selectOption(itemId, option.name, value);
        const values = option.values.map((v) => {
          const availability = valueAvailability(variants, selection, option.name, v.value);
          return { ...v, note: availability === 'available' ? undefined : AVAILABILITY_TEXT[availability] };
        });
        return (
          <div className="variant-option" key={option.name}>
            <div className="variant-option-title">{option.title}</div>
            <div className="variant-select-wrapper">
              <select
                aria-label={option.selectLabel}
                data-variant-option-name={option.name}
                value={chosen}
                onChange={(event) => choose(event.currentTarget.value)}
              >
                <option value="">{option.placeholder}</option>
                {values.map((v) => (
                  <option value={v.value} key={v.value}>
                    {v.note ? `${v.label} (${v.note})` : v.label}
                  </option>
                ))}
              </select>
            </div>
            {/* Templates often hide the select and show these as buttons: real radios (hidden, still focusable) under
                their labels, so the group is one Tab stop whose arrow keys choose, as any radio group. */}
            <div className="variant-radiobtn-wrapper" data-variant-option-name={option.name} role="radiogroup" aria-label={option.name}>
              {values.map((v) => {
                const id = `variant-option-${option.name}-${v.value}`;
                return (
                  <Fragment key={v.value}>
                    <input
                      type="radio"
                      className="variant-radiobtn"
                      value={v.value}
                      name={`variant-option-${option.name}`}
                      id={id}
                      checked={chosen === v.value}
                      onChange={() => choose(v.value)}
                    />
                    <label className={v.note ? 'sqs-button-element--secondary variant-unavailable' : 'sqs-button-element--secondary'} htmlFor={id}>
                      {v.label}
                      {v.note && <span className="kiosk-visually-hidden">{` (${v.note})`}</span>}
                    </label>
                  </Fragment>
                );
              })}
            </div>
          </div>
        );
      })}
    </>
  );
}
