// What a filled-in field must look like for its type, beyond being filled in: choices among the field's options,
// likert answers -2…2 to its own statements, real dates, 12-hour times, phone digits, numbers, amounts and web
// addresses. Shared by the server's checks and the site-form island (form-rules.ts runs them).
import { FORM_MESSAGES, type FormField } from './forms';
import { LIKERT_SCALE } from './form-values';

const LIKERT_VALUES: ReadonlySet<string> = new Set(LIKERT_SCALE.map((step) => step.value));
const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
// 120, 120.5, 120.50, 1,200.50: an amount in the field's currency, its symbol printed beside the input.
const AMOUNT = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;
// example.com, www.example.com/path, https://example.com:8080/a?b#c; the spec's generic validator caps URLs under 2083.
const WEBSITE = /^(https?:\/\/)?[^\s/:?#.]+(\.[^\s/:?#.]+)+(:\d{1,5})?([/?#]\S*)?$/i;
const WEBSITE_MAX = 2082;
const DIGITS_AND_SEPARATORS = /^[\d\s().-]+$/;
// E.164: a whole number, country code included, has at most 15 digits.
const PHONE_DIGITS_MAX = 15;

/** Options only bind when the definition carries them (the island's copy of a field leaves them out). */
function outsideOptions(field: FormField, chosen: readonly string[]): boolean {
  return field.options !== undefined && chosen.some((value) => !field.options!.includes(value));
}

function wholeNumber(text: string, min: number, max: number): boolean {
  return /^\d{1,4}$/.test(text) && Number(text) >= min && Number(text) <= max;
}

function daysIn(month: number, year: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function dateError({ Month = '', Day = '', Year = '' }: Record<string, string>): string | undefined {
  const [month, day, year] = [Month.trim(), Day.trim(), Year.trim()];
  if (!wholeNumber(month, 1, 12) || !wholeNumber(year, 1000, 9999) || !wholeNumber(day, 1, 31)) return FORM_MESSAGES.invalidDate;
  return Number(day) > daysIn(Number(month), Number(year)) ? FORM_MESSAGES.invalidDate : undefined;
}

function timeError({ Hour = '', Minute = '', Second = '', Ampm = '' }: Record<string, string>): string | undefined {
  const ok = wholeNumber(Hour.trim(), 1, 12)
    && /^\d{1,2}$/.test(Minute.trim()) && Number(Minute) <= 59
    && (Second.trim() === '' || (/^\d{1,2}$/.test(Second.trim()) && Number(Second) <= 59))
    && (Ampm === 'AM' || Ampm === 'PM');
  return ok ? undefined : FORM_MESSAGES.invalidTime;
}

function phoneError({ Country = '', Areacode = '', Prefix = '', Line = '' }: Record<string, string>): string | undefined {
  const country = Country.trim();
  if (country !== '' && !/^\+?\d{1,3}$/.test(country)) return FORM_MESSAGES.invalidPhone;
  const local = [Areacode, Prefix, Line].map((part) => part.trim());
  if (local.some((part) => part !== '' && !DIGITS_AND_SEPARATORS.test(part))) return FORM_MESSAGES.invalidPhone;
  const digits = (country + local.join('')).replace(/\D/g, '').length;
  // A country code alone is not a number to call.
  if (local.every((part) => part.replace(/\D/g, '') === '') || digits > PHONE_DIGITS_MAX) return FORM_MESSAGES.invalidPhone;
  return undefined;
}

/** A single filled-in value (text inputs, radio, select). */
export function stringValueError(field: FormField, value: string): string | undefined {
  const text = value.trim();
  switch (field.type) {
    case 'radio': case 'select':
      return outsideOptions(field, [value]) ? FORM_MESSAGES.invalidValue : undefined;
    case 'number':
      return NUMBER.test(text) ? undefined : FORM_MESSAGES.invalidNumber;
    case 'currency':
      return AMOUNT.test(text) ? undefined : FORM_MESSAGES.invalidAmount;
    case 'website':
      return text.length <= WEBSITE_MAX && WEBSITE.test(text) ? undefined : FORM_MESSAGES.invalidWebsite;
    default:
      return undefined;
  }
}

/** The checked boxes of a checkbox field. */
export function listValueError(field: FormField, values: readonly string[]): string | undefined {
  return outsideOptions(field, values) ? FORM_MESSAGES.invalidValue : undefined;
}

/** The parts of a multi-part field (name, address, phone, date, time), by part name, at least one filled in. */
export function partsValueError(field: FormField, parts: Record<string, string>): string | undefined {
  switch (field.type) {
    case 'date':
      return dateError(parts);
    case 'time':
      return timeError(parts);
    case 'phone':
      return phoneError(parts);
    default:
      return undefined;
  }
}

/** Likert answers, statement → answer: the field's own statements, each answered -2…2. */
export function likertValueError(field: FormField, answers: Record<string, string>): string | undefined {
  const entries = Object.entries(answers);
  if (entries.some(([, answer]) => !LIKERT_VALUES.has(answer))) return FORM_MESSAGES.invalidValue;
  return outsideOptions(field, entries.map(([statement]) => statement)) ? FORM_MESSAGES.invalidValue : undefined;
}
