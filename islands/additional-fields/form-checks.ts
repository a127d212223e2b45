/**
 * The client checks of the additional-fields form (spec §5), run before the server's and with the same rules
 * (schemas/form-rules): 'Required' for an empty required field, the textarea character limit, and the 'N / max'
 * counter under a limited textarea.
 */
import { validateForm } from '../../schemas/form-rules';
import type { FieldState, FormState } from './form-state';
import { textOf, toFormValues } from './form-state';
import type { FieldView, FormView } from './form-view';

export function isOverLimit(field: FieldView, state: FieldState | undefined): boolean {
  return field.maxLength > 0 && textOf(state).length > field.maxLength;
}

/** `N / max`, the counter under a textarea with a limit (spec §2). */
export function counterText(length: number, max: number): string {
  return `${length} / ${max}`;
}

/** Field id → message for every field that fails; empty when the form may go to the server. */
export function checkForm(view: FormView, state: FormState): Record<string, string> {
  return validateForm(view.definition, toFormValues(view, state));
}
