/**
 * The value of each site-form field in the shape spec §3 gives it, read from the field's controls: checkbox →
 * list of checked values, radio → the first checked value, likert → question → answer, name/address/date/time →
 * their parts in order, phone → its 3 parts after an empty leading (country) part, hidden → a same-named query
 * parameter's value, else its own.
 */
import { FIELD_PARTS, type FieldType, type FormValue } from '../../schemas/forms';

/** One control of a field as the page has it. */
export interface FieldControl {
  tag: string;
  /** `text`, `email`, `checkbox`… (`select-one` / `textarea` for those tags) */
  type: string;
  name: string;
  value: string;
  checked: boolean;
  /** `data-part`: which part of a multi-part field (`First`, `Areacode`…) */
  part?: string;
  /** `data-question`: the likert question a radio answers */
  question?: string;
}

/** What the island knows of a field (from the form definition the template printed). */
export interface SiteFormField {
  id: string;
  type: FieldType;
  title: string;
  required?: boolean;
  maxLength?: number;
  /** hidden fields: the query parameter (and name) they take their value from */
  key?: string;
  value?: string;
}

type PartsType = keyof typeof FIELD_PARTS;

/** Names templates give part inputs that are not the part's own name. */
const PART_ALIASES: Record<string, string> = { fname: 'First', lname: 'Last', areacode: 'Areacode', address1: 'Line1', address2: 'Line2' };

const TEXT_LIKE = (control: FieldControl) => !['checkbox', 'radio', 'hidden', 'submit', 'button'].includes(control.type);

function partOf(control: FieldControl, names: readonly string[]): string | undefined {
  const label = control.part ?? control.name;
  const alias = PART_ALIASES[label.toLowerCase()];
  if (alias && names.includes(alias)) return alias;
  return names.find((name) => name.toLowerCase() === label.toLowerCase());
}

/** `2026-11-22` → [11, 22, 2026]; `14:05` → [02, 05, '', PM]: one native input standing for all the parts. */
function splitSingleInput(type: PartsType, value: string): string[] | undefined {
  if (type === 'date') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return m ? [m[2], m[3], m[1]] : undefined;
  }
  if (type === 'time') {
    const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
    if (!m) return undefined;
    const hour = Number(m[1]);
    return [String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0'), m[2], m[3] ?? '', hour < 12 ? 'AM' : 'PM'];
  }
  return undefined;
}

function partsValue(type: PartsType, controls: readonly FieldControl[]): string[] {
  const names: readonly string[] = FIELD_PARTS[type];
  const inputs = controls.filter(TEXT_LIKE);
  const byPart = new Map<string, string>();
  for (const input of inputs) {
    const part = partOf(input, names);
    if (part) byPart.set(part, input.value);
  }
  if (byPart.size > 0) return names.map((name) => byPart.get(name) ?? '');
  if (inputs.length === 1) {
    const split = splitSingleInput(type, inputs[0].value);
    if (split) return split;
  }
  // Unnamed inputs in order; a phone's 3 (area code, prefix, line) or single one come after an empty country part.
  const values = inputs.map((input) => input.value);
  if (type === 'phone' && values.length < names.length) values.unshift(...Array<string>(names.length - values.length).fill(''));
  return names.map((_, index) => values[index] ?? '');
}

/** The value the submission sends for a field; undefined for sections (never sent). */
export function fieldValue(field: SiteFormField, controls: readonly FieldControl[], query: URLSearchParams): FormValue | undefined {
  switch (field.type) {
    case 'section':
      return undefined;
    case 'hidden': {
      const name = field.key || controls[0]?.name || field.id;
      return query.get(name) ?? controls[0]?.value ?? field.value ?? '';
    }
    case 'checkbox':
      return controls.filter((c) => c.type === 'checkbox' && c.checked).map((c) => c.value);
    case 'radio':
      return controls.find((c) => c.type === 'radio' && c.checked)?.value ?? '';
    case 'likert': {
      const answers: Record<string, string> = {};
      for (const c of controls) if (c.type === 'radio' && c.checked) answers[c.question ?? c.name] = c.value;
      return answers;
    }
    case 'name': case 'address': case 'phone': case 'date': case 'time':
      return partsValue(field.type, controls);
    default:
      return controls.find(TEXT_LIKE)?.value ?? '';
  }
}

/** Field id → value for every field but sections, keyed in form order. */
export function formValues(
  fields: readonly SiteFormField[],
  controlsOf: (field: SiteFormField) => readonly FieldControl[],
  query: URLSearchParams,
): Record<string, FormValue> {
  const values: Record<string, FormValue> = {};
  for (const field of fields) {
    const value = fieldValue(field, controlsOf(field), query);
    if (value !== undefined) values[field.id] = value;
  }
  return values;
}
