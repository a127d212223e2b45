/**
 * One field of the additional-fields form: its error ABOVE the title (spec §5), the title (a label, or a
 * legend for groups), the description, the control, and for a limited textarea the 'N / max' counter that
 * takes the error style when over the limit (spec §2).
 */
import type { ReactNode } from 'react';
import { counterText, isOverLimit } from './form-checks';
import { FieldControl, isGroup } from './field-control';
import type { FieldState } from './form-state';
import { textOf } from './form-state';
import type { FieldView, FormView } from './form-view';

export interface FormFieldProps {
  field: FieldView;
  controlId: string;
  value: FieldState | undefined;
  error: string | undefined;
  onChange(value: FieldState): void;
  likertScale: FormView['likertScale'];
}

function Title({ field }: { field: FieldView }): ReactNode {
  return (
    <>
      {field.title}
      {field.required && (
        <span className="required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </>
  );
}

export function FormField({ field, controlId, value, error, onChange, likertScale }: FormFieldProps): ReactNode {
  if (field.control === 'hidden') return null;
  if (field.control === 'section') {
    return (
      <div className="form-item section">
        <h3 className="title">{field.title}</h3>
        {field.description && <p className="description">{field.description}</p>}
      </div>
    );
  }
  const errorId = `${controlId}-error`;
  const descriptionId = `${controlId}-description`;
  const describedBy = [field.description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const aria = { 'aria-describedby': describedBy, 'aria-invalid': error ? (true as const) : undefined, 'aria-required': field.required ? (true as const) : undefined };
  const errorLine = error && (
    <div className="field-error" id={errorId}>
      {error}
    </div>
  );
  const description = field.description && (
    <div className="description" id={descriptionId}>
      {field.description}
    </div>
  );
  const control = <FieldControl field={field} controlId={controlId} value={value} onChange={onChange} aria={aria} likertScale={likertScale} />;
  const className = `form-item field ${field.type}${field.required ? ' required' : ''}${error ? ' error' : ''}`;

  if (isGroup(field)) {
    return (
      <div className={className}>
        {errorLine}
        <fieldset id={controlId} tabIndex={-1} aria-describedby={aria['aria-describedby']} aria-invalid={aria['aria-invalid']}>
          <legend className="title">
            <Title field={field} />
          </legend>
          {description}
          {control}
        </fieldset>
      </div>
    );
  }
  const over = isOverLimit(field, value);
  return (
    <div className={className}>
      {errorLine}
      <label className="title" htmlFor={controlId}>
        <Title field={field} />
      </label>
      {description}
      {control}
      {field.maxLength > 0 && (
        <div className={`field-counter${over ? ' is-over' : ''}`} aria-live="polite">
          {counterText(textOf(value).length, field.maxLength)}
        </div>
      )}
    </div>
  );
}
