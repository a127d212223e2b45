/**
 * A labelled form control with its hint and inline error: the error is tied to the control by aria-describedby
 * and aria-invalid, so a screen reader reads it with the field.
 */
import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react';

export const errorIdOf = (id: string) => `${id}-error`;
export const hintIdOf = (id: string) => `${id}-hint`;

/** The ids of what describes a control, or undefined when nothing does. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? hintIdOf(id) : '', error ? errorIdOf(id) : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint !== undefined && (
        <p className="kiosk-field__hint" id={hintIdOf(id)}>
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p className="kiosk-field__error" id={errorIdOf(id)}>
          {error}
        </p>
      )}
    </>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  maxLength?: number;
  className?: string;
}

export function TextField({ id, label, value, onChange, onKeyDown, type = 'text', autoComplete, inputMode, required, error, hint, maxLength, className }: TextFieldProps) {
  return (
    <div className={`kiosk-field${className ? ` ${className}` : ''}${error ? ' kiosk-field--invalid' : ''}`}>
      <label className="kiosk-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        className="kiosk-field__input"
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint !== undefined, error !== undefined)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  autoComplete?: string;
  error?: string;
  className?: string;
}

export function SelectField({ id, label, value, options, onChange, autoComplete, error, className }: SelectFieldProps) {
  return (
    <div className={`kiosk-field${className ? ` ${className}` : ''}${error ? ' kiosk-field--invalid' : ''}`}>
      <label className="kiosk-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        className="kiosk-field__input kiosk-field__select"
        id={id}
        value={value}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, false, error !== undefined)}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} />
    </div>
  );
}
