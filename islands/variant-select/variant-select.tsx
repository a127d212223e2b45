/**
 * VariantSelect island: adopts the `variants-select` markup (a select and a radio-button row per option)
 * and keeps both controls and the shared product-form store in step.
 */
import { useStore } from '@nanostores/react';
import { Fragment } from 'react';
import { onActivationKey } from '../a11y/role-button';
import { $selections, selectionOf, selectOption } from '../stores/product-form';

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
}

export function VariantSelect({ itemId, options }: VariantSelectProps) {
  const selection = selectionOf(itemId, useStore($selections, { ssr: 'initial' }));
  return (
    <>
      {options.map((option) => {
        const chosen = selection[option.name] ?? '';
        const choose = (value: string) => selectOption(itemId, option.name, value);
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
                {option.values.map((v) => (
                  <option value={v.value} key={v.value}>
                    {v.label}
                  </option>
                ))}
              </select>
            </div>
            {/* Templates often hide the select and show these buttons: name the group for assistive tech. */}
            <div className="variant-radiobtn-wrapper" data-variant-option-name={option.name} role="group" aria-label={option.name}>
              {option.values.map((v) => {
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
                    <label
                      className="sqs-button-element--secondary"
                      role="button"
                      tabIndex={0}
                      htmlFor={id}
                      aria-pressed={chosen === v.value}
                      onKeyDown={onActivationKey(() => choose(v.value))}
                    >
                      {v.label}
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
