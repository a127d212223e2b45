/** Reads a site-form field's controls out of the page: the element with the field's id, or the control itself. */
import type { FieldControl } from './field-values';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const CONTROLS = 'input, select, textarea';

function toControl(control: Control): FieldControl {
  return {
    tag: control.tagName.toLowerCase(),
    type: control.type,
    name: control.name,
    value: control.value,
    checked: control instanceof HTMLInputElement && control.checked,
    part: control.dataset.part,
    question: control.dataset.question,
  };
}

/** The field's own element in the form (`.form-item#<id>`, or a hidden input with that id). */
export function fieldElement(form: HTMLFormElement, fieldId: string): HTMLElement | null {
  return form.querySelector<HTMLElement>(`[id="${CSS.escape(fieldId)}"]`);
}

export function fieldControls(form: HTMLFormElement, fieldId: string): Control[] {
  const element = fieldElement(form, fieldId);
  if (!element) return [];
  if (element.matches(CONTROLS)) return [element as Control];
  return [...element.querySelectorAll<Control>(CONTROLS)];
}

export function readFieldControls(form: HTMLFormElement, fieldId: string): FieldControl[] {
  return fieldControls(form, fieldId).map(toControl);
}
