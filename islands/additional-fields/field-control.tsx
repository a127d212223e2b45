/**
 * The control of one form field, as its template says: an input, a textarea, a select, or a group of radios,
 * checkboxes, likert scales or parts. Groups are fieldsets whose legend is the field's title.
 */
import type { ReactNode } from 'react';
import type { FieldState } from './form-state';
import { listOf, recordOfState, textOf } from './form-state';
import type { FieldView, FormView } from './form-view';

export interface ControlProps {
  field: FieldView;
  /** the DOM id of the field's control (and the prefix of its parts' ids) */
  controlId: string;
  value: FieldState | undefined;
  onChange(value: FieldState): void;
  /** aria attributes tying the control to its description and error */
  aria: { 'aria-describedby'?: string; 'aria-invalid'?: true; 'aria-required'?: true };
  likertScale: FormView['likertScale'];
}

const INPUT_TYPES: Partial<Record<FieldView['control'], string>> = {
  text: 'text', email: 'email', number: 'number', url: 'url', password: 'password',
};

/** Whether the field renders as a fieldset (its title is a legend, not a label). */
export function isGroup(field: FieldView): boolean {
  return field.control === 'radio' || field.control === 'checkbox' || field.control === 'likert' || field.control === 'parts';
}

function toggled(list: readonly string[], option: string, on: boolean): string[] {
  return on ? [...list.filter((v) => v !== option), option] : list.filter((v) => v !== option);
}

function Choices({ field, controlId, value, onChange, type }: ControlProps & { type: 'radio' | 'checkbox' }): ReactNode {
  const checked = type === 'radio' ? [textOf(value)] : listOf(value);
  return field.options.map((option, index) => (
    <label className="option" key={option}>
      <input
        type={type}
        id={`${controlId}-${index}`}
        name={controlId}
        value={option}
        checked={checked.includes(option)}
        onChange={(event) => onChange(type === 'radio' ? option : toggled(listOf(value), option, event.target.checked))}
      />
      {option}
    </label>
  ));
}

function Likert({ field, controlId, value, onChange, likertScale }: ControlProps): ReactNode {
  const answers = recordOfState(value);
  return field.options.map((question, row) => (
    <div className="likert-question" role="radiogroup" aria-labelledby={`${controlId}-q${row}`} key={question}>
      <div className="likert-question-title" id={`${controlId}-q${row}`}>
        {question}
      </div>
      {likertScale.map((step) => (
        <label className="option" key={step.value}>
          <input
            type="radio"
            name={`${controlId}-q${row}`}
            value={step.value}
            checked={answers[question] === step.value}
            onChange={() => onChange({ ...answers, [question]: step.value })}
          />
          {step.label}
        </label>
      ))}
    </div>
  ));
}

function Parts({ field, controlId, value, onChange }: ControlProps): ReactNode {
  const parts = recordOfState(value);
  const set = (name: string, text: string) => onChange({ ...parts, [name]: text });
  return field.parts.map((part) => {
    const id = `${controlId}-${part.name}`;
    return (
      <div className={`field part ${part.name.toLowerCase()}`} key={part.name}>
        <label className="caption" htmlFor={id}>
          {part.label}
        </label>
        {part.control === 'select' ? (
          <select id={id} className="field-element" value={parts[part.name] ?? ''} onChange={(event) => set(part.name, event.target.value)}>
            <option value="" />
            {part.options.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            className="field-element"
            type="text"
            inputMode={part.control === 'number' ? 'numeric' : undefined}
            value={parts[part.name] ?? ''}
            onChange={(event) => set(part.name, event.target.value)}
          />
        )}
      </div>
    );
  });
}

export function FieldControl(props: ControlProps): ReactNode {
  const { field, controlId, value, onChange, aria } = props;
  switch (field.control) {
    case 'radio':
    case 'checkbox':
      return <Choices {...props} type={field.control} />;
    case 'likert':
      return <Likert {...props} />;
    case 'parts':
      return <Parts {...props} />;
    case 'textarea':
      return (
        <textarea
          id={controlId}
          className="field-element"
          placeholder={field.placeholder || undefined}
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value)}
          {...aria}
        />
      );
    case 'select':
      return (
        <select id={controlId} className="field-element" value={textOf(value)} onChange={(event) => onChange(event.target.value)} {...aria}>
          <option value="">{field.placeholder || 'Select an option'}</option>
          {field.options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      );
    default:
      return (
        <input
          id={controlId}
          className="field-element"
          type={INPUT_TYPES[field.control] ?? 'text'}
          placeholder={field.placeholder || undefined}
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value)}
          {...aria}
        />
      );
  }
}
