/**
 * The additional-fields form, reusable for adding and for editing a cart line: initial values in, answers out.
 * On submit it runs the client checks (spec §5), then hands the values to `onSubmit` (the server check); every
 * error shows above its field's title, and focus moves to the first field in error.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FormValues } from '../../schemas/forms';
import type { FormOutcome } from '../site-api/form-outcome';
import { checkForm, isOverLimit } from './form-checks';
import { FormField } from './form-field';
import { initialState, toFormValues, type FieldState, type FormState } from './form-state';
import type { FormView } from './form-view';

export interface AdditionalFieldsFormProps {
  view: FormView;
  /** answers given before (editing a cart line) */
  initialValues?: FormValues;
  onSubmit(values: FormValues): Promise<FormOutcome>;
  /** Focus the first field on showing (a lightbox); a form inline on a page leaves focus where it is. Default true. */
  autoFocus?: boolean;
}

export function AdditionalFieldsForm({ view, initialValues, onSubmit, autoFocus = true }: AdditionalFieldsFormProps): ReactNode {
  const uid = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormState>(() => initialState(view, initialValues));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  // The form may arrive after its lightbox opened (the template loads first): its first field takes focus.
  useEffect(() => {
    if (autoFocus) form.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  }, [autoFocus]);

  useEffect(() => {
    if (focusRequest === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const change = (fieldId: string, next: FieldState) => {
    const field = view.fields.find((f) => f.id === fieldId);
    const nextValues = { ...values, [fieldId]: next };
    setValues(nextValues);
    // A shown error follows the value as it is fixed; the character limit shows as soon as it is passed.
    if (!field || (!errors[fieldId] && !isOverLimit(field, next))) return;
    const { [fieldId]: _old, ...rest } = errors;
    const message = checkForm(view, nextValues)[fieldId];
    setErrors(message ? { ...rest, [fieldId]: message } : rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFormMessage(undefined);
    const problems = checkForm(view, values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    setSubmitting(true);
    const outcome = await onSubmit(toFormValues(view, values)).finally(() => setSubmitting(false));
    if (outcome.ok) return;
    const shown = Object.fromEntries(Object.entries(outcome.fieldErrors).filter(([id]) => view.fields.some((f) => f.id === id)));
    setErrors(shown);
    // An error about a field the form does not show still needs saying.
    const unshown = Object.keys(outcome.fieldErrors).find((id) => !Object.hasOwn(shown, id));
    setFormMessage(outcome.message ?? (unshown ? outcome.fieldErrors[unshown] : undefined));
    setFocusRequest((n) => n + 1);
  };

  return (
    <form ref={form} className="kiosk-additional-fields-form" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      {formMessage && (
        <div className="form-submission-error" role="alert">
          {formMessage}
        </div>
      )}
      {view.fields.map((field) => (
        <FormField
          key={field.id}
          field={field}
          controlId={`${uid}-${field.id}`}
          value={values[field.id]}
          error={errors[field.id]}
          onChange={(next) => change(field.id, next)}
          likertScale={view.likertScale}
        />
      ))}
      <div className="form-button-wrapper">
        <button type="submit" className="kiosk-additional-fields-submit sqs-editable-button" disabled={submitting}>
          {view.submitLabel}
        </button>
      </div>
    </form>
  );
}
