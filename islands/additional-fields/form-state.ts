/**
 * The form's working values (what each control holds) and the FormValues it sends: single values as text,
 * checkboxes as lists, likert as question → answer, multi-part fields as their parts in the template's order
 * (spec §3: a phone without its country part gets an empty leading part).
 */
import { FIELD_PARTS, type FieldType, type FormValue, type FormValues } from '../../schemas/forms';
import type { FieldView, FormView } from './form-view';

export type FieldState = string | readonly string[] | Readonly<Record<string, string>>;
export type FormState = Readonly<Record<string, FieldState>>;

function allPartNames(type: FieldType): readonly string[] {
  return (FIELD_PARTS as Partial<Record<FieldType, readonly string[]>>)[type] ?? [];
}

function stringsOf(value: FormValue | undefined): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function recordOf(value: FormValue | undefined): Record<string, string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Parts by name from a stored value: a list in template order (a 3-part phone lacks its country) or a map. */
function partsOf(field: FieldView, value: FormValue | undefined): Record<string, string> {
  const names = allPartNames(field.type);
  let byName: Record<string, string> = recordOf(value);
  if (Array.isArray(value)) {
    const list = field.type === 'phone' && value.length === names.length - 1 ? ['', ...value] : value;
    byName = Object.fromEntries(names.map((name, index) => [name, typeof list[index] === 'string' ? list[index] : '']));
  }
  return Object.fromEntries(field.parts.map((part) => [part.name, byName[part.name] ?? '']));
}

function initialField(field: FieldView, value: FormValue | undefined): FieldState {
  switch (field.control) {
    case 'checkbox':
      return stringsOf(value);
    case 'likert':
      return recordOf(value);
    case 'parts':
      return partsOf(field, value);
    default:
      return typeof value === 'string' ? value : '';
  }
}

/** The working values for a form, from answers given before (editing a cart line) or empty. */
export function initialState(view: FormView, values: FormValues = {}): FormState {
  const state: Record<string, FieldState> = {};
  for (const field of view.fields) {
    if (field.control === 'section' || field.control === 'hidden') continue;
    state[field.id] = initialField(field, Object.hasOwn(values, field.id) ? values[field.id] : undefined);
  }
  return state;
}

export const textOf = (state: FieldState | undefined): string => (typeof state === 'string' ? state : '');
export const listOf = (state: FieldState | undefined): readonly string[] => (Array.isArray(state) ? state : []);
export const recordOfState = (state: FieldState | undefined): Readonly<Record<string, string>> =>
  state !== undefined && typeof state === 'object' && !Array.isArray(state) ? (state as Record<string, string>) : {};

/** The values the validate call and the cart receive, keyed by field id. */
export function toFormValues(view: FormView, state: FormState): FormValues {
  const values: FormValues = {};
  for (const field of view.fields) {
    const current = state[field.id];
    switch (field.control) {
      case 'section':
        break;
      case 'hidden':
        values[field.id] = field.hiddenValue;
        break;
      case 'checkbox':
        values[field.id] = [...listOf(current)];
        break;
      case 'likert':
        values[field.id] = { ...recordOfState(current) };
        break;
      case 'parts': {
        const parts = recordOfState(current);
        values[field.id] = allPartNames(field.type).map((name) => parts[name] ?? '');
        break;
      }
      default:
        values[field.id] = textOf(current);
    }
  }
  return values;
}
