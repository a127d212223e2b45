/**
 * The account forms' parts: the form with its error summary (a live region that names each wrong field with a link
 * to it, and the form's own message), a labelled field with its message tied to it, a checkbox, the submit button
 * that is locked while the call is in flight.
 */
import type { ReactNode } from 'react';
import { ACCOUNT_TEXT } from './account-text';
import { fieldElementId, type AccountFormState } from './use-account-form';

export function ErrorSummary({ form }: { form: AccountFormState }) {
  const named = Object.entries(form.errors);
  const any = named.length > 0 || form.message !== undefined;
  return (
    <div ref={form.summary} className={`kiosk-account__summary${any ? ' is-shown' : ''}`} role="alert" tabIndex={-1}>
      {form.message !== undefined && <p className="kiosk-account__summary-message">{form.message}</p>}
      {named.length > 0 && (
        <>
          <p className="kiosk-account__summary-title">{ACCOUNT_TEXT.errorSummary(named.length)}</p>
          <ul className="kiosk-account__summary-list">
            {named.map(([name, message]) => (
              <li key={name}>
                <a href={`#${fieldElementId(form.id, name)}`}>{`${form.labels[name] ?? name}: ${message}`}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

interface AccountFormProps {
  form: AccountFormState;
  submitLabel: string;
  busyLabel: string;
  /** the form's accessible name: the id of its heading */
  labelledBy?: string;
  /** a destructive action's button looks like one */
  danger?: boolean;
  children: ReactNode;
  /** after the button (a Cancel in a dialog) */
  after?: ReactNode;
}

export function AccountForm({ form, submitLabel, busyLabel, labelledBy, danger, children, after }: AccountFormProps) {
  return (
    <form className="kiosk-account__form" noValidate aria-labelledby={labelledBy} aria-busy={form.busy || undefined} onSubmit={form.onSubmit}>
      <ErrorSummary form={form} />
      {children}
      <div className="kiosk-account__actions">
        <button type="submit" className={`kiosk-account__button${danger ? ' kiosk-account__button--danger' : ''}`} disabled={form.busy}>
          {form.busy ? busyLabel : submitLabel}
        </button>
        {after}
      </div>
    </form>
  );
}

interface AccountFieldProps {
  form: AccountFormState;
  name: string;
  label: string;
  type?: 'email' | 'password' | 'text';
  autoComplete?: string;
  hint?: string;
}

export function AccountField({ form, name, label, type = 'text', autoComplete, hint }: AccountFieldProps) {
  form.label(name, label);
  const id = fieldElementId(form.id, name);
  const error = form.errors[name];
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`kiosk-account__field${error ? ' kiosk-account__field--invalid' : ''}`}>
      <label className="kiosk-account__label" htmlFor={id}>{label}</label>
      {hint && <p className="kiosk-account__hint" id={`${id}-hint`}>{hint}</p>}
      <input
        className="kiosk-account__input"
        id={id}
        name={name}
        type={type}
        value={form.values[name] ?? ''}
        autoComplete={autoComplete}
        required
        spellCheck={type === 'email' ? false : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => form.set(name, event.target.value)}
      />
      {error && <p className="kiosk-account__error" id={`${id}-error`}>{error}</p>}
    </div>
  );
}

interface AccountCheckboxProps {
  id: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: string;
  disabled?: boolean;
}

export function AccountCheckbox({ id, label, checked, onChange, hint, disabled }: AccountCheckboxProps) {
  return (
    <div className="kiosk-account__check">
      <input id={id} type="checkbox" checked={checked} disabled={disabled} aria-describedby={hint ? `${id}-hint` : undefined} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
      {hint && <p className="kiosk-account__hint" id={`${id}-hint`}>{hint}</p>}
    </div>
  );
}
