/**
 * The client checks of the additional-fields form (spec §5), run before the server's: 'Required' for an empty
 * required field, and the textarea character limit with its 'N / max' counter.
 */
import type { FieldState, FormState } from './form-state';
import { listOf, recordOfState, textOf } from './form-state';
import type { FieldView, FormView } from './form-view';

/**
 * Spec §5 "empty": null or '' for single, select and radio fields; no value in any sub-field for multi-part
 * fields; no box checked for checkboxes.
 */
export function isEmpty(field: FieldView, state: FieldState | undefined): boolean {
  switch (field.control) {
    case 'checkbox':
      return listOf(state).length === 0;
    case 'parts':
      return Object.values(recordOfState(state)).every((part) => part.trim() === '');
    case 'likert':
      return Object.values(recordOfState(state)).every((answer) => answer === '');
    default:
      return textOf(state) === '';
  }
}

export function isOverLimit(field: FieldView, state: FieldState | undefined): boolean {
  return field.maxLength > 0 && textOf(state).length > field.maxLength;
}

/** `N / max`, the counter under a textarea with a limit (spec §2). */
export function counterText(length: number, max: number): string {
  return `${length} / ${max}`;
}

/** One field's client error, if any. Likert fields are never checked for required (spec §5). */
export function fieldError(field: FieldView, state: FieldState | undefined, messages: FormView['messages']): string | undefined {
  if (field.control === 'section' || field.control === 'hidden') return undefined;
  if (field.required && field.control !== 'likert' && isEmpty(field, state)) return messages.required;
  if (isOverLimit(field, state)) return messages.characterLimit;
  return undefined;
}

/** Field id → message for every field that fails; empty when the form may go to the server. */
export function checkForm(view: FormView, state: FormState): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of view.fields) {
    const message = fieldError(field, state[field.id], view.messages);
    if (message) errors[field.id] = message;
  }
  return errors;
}
