// The form rules of spec §5 (required fields, textarea character limits, email validity) and the value rules of
// each field type (form-value-rules.ts), one definition for the server's checks and the islands' client checks.
import { FORM_MESSAGES, type FormDefinition, type FormField, type FormValues } from './forms';
import { likertValueError, listValueError, partsValueError, stringValueError } from './form-value-rules';
import { readValue, submittedValue } from './form-values';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,4}$/;
const EMAIL_MIN = 3;
const EMAIL_MAX = 256;

export function isValidEmail(text: string): boolean {
  return text.length >= EMAIL_MIN && text.length <= EMAIL_MAX && EMAIL_PATTERN.test(text);
}

/** A max length as the character counter reads it: an integer, negative or NaN → 0, 0 = no limit. */
export function effectiveMaxLength(field: FormField): number {
  const limit = Math.trunc(Number(field.maxLength ?? 0));
  return Number.isFinite(limit) && limit > 0 ? limit : 0;
}

function textError(field: FormField, value: string): string | undefined {
  const limit = field.type === 'textarea' ? effectiveMaxLength(field) : 0;
  if (limit > 0 && value.length > limit) return FORM_MESSAGES.characterLimit;
  if (field.type === 'email' && !isValidEmail(value.trim())) return FORM_MESSAGES.invalidEmail;
  return stringValueError(field, value);
}

function fieldError(field: FormField, raw: FormValues[string] | undefined): string | undefined {
  if (field.type === 'section') return undefined;
  const read = readValue(field.type, raw);
  if (read.kind === 'invalid') return FORM_MESSAGES.invalidValue;
  // Hidden fields are filled by the page (a query parameter or their own value): only their shape is checked.
  if (field.type === 'hidden') return undefined;
  if (read.kind === 'empty') return field.required && field.type !== 'likert' ? FORM_MESSAGES.required : undefined;
  if (read.kind === 'string') return textError(field, read.value);
  if (read.kind === 'list') return listValueError(field, read.values);
  return field.type === 'likert' ? likertValueError(field, read.values) : partsValueError(field, read.values);
}

/** Field id → message for every failing field; empty when the values are acceptable. */
export function validateForm(form: FormDefinition, values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of form.fields) {
    const message = fieldError(field, submittedValue(values, field.id));
    if (message) errors[field.id] = message;
  }
  return errors;
}
