// Reads a submitted form value in the shape its field type expects (string, list or part map); shared by the
// server's checks and the site-form island.
import { FIELD_PARTS, type FieldType, type FormValue } from './forms';

export type ValueShape = 'string' | 'list' | 'parts' | 'likert' | 'none';

/** The five likert answers and their labels (spec §3: -2 Strongly Disagree … 2 Strongly Agree). */
export const LIKERT_SCALE = [
  { value: '-2', label: 'Strongly Disagree' },
  { value: '-1', label: 'Disagree' },
  { value: '0', label: 'Neutral' },
  { value: '1', label: 'Agree' },
  { value: '2', label: 'Strongly Agree' },
] as const;

/** What a statement left unanswered shows (spec §3). */
export const NOT_ANSWERED = 'N/A';

/** A likert answer as people read it: its label, or 'N/A' when unanswered (or not one of the five). */
export function likertLabel(answer: string | undefined): string {
  return LIKERT_SCALE.find((step) => step.value === answer)?.label ?? NOT_ANSWERED;
}

export function valueShape(type: FieldType): ValueShape {
  if (type === 'section') return 'none';
  if (type === 'checkbox') return 'list';
  if (type === 'likert') return 'likert';
  if (type in FIELD_PARTS) return 'parts';
  return 'string';
}

export function partNames(type: FieldType): readonly string[] {
  return (FIELD_PARTS as Partial<Record<FieldType, readonly string[]>>)[type] ?? [];
}

/** A value read for its field: `invalid` when its shape does not fit the type. */
export type ReadValue =
  | { kind: 'string'; value: string }
  | { kind: 'list'; values: string[] }
  | { kind: 'map'; values: Record<string, string> }
  | { kind: 'empty' }
  | { kind: 'invalid' };

function isStringList(value: FormValue): value is string[] {
  return Array.isArray(value) && value.every((part) => typeof part === 'string');
}

function readParts(type: FieldType, value: FormValue): ReadValue {
  const names = partNames(type);
  let parts: Record<string, string>;
  if (isStringList(value)) {
    // Phone values may arrive as 3 parts: the spec adds an empty leading (country) part.
    const list = type === 'phone' && value.length === 3 ? ['', ...value] : value;
    if (list.length > names.length) return { kind: 'invalid' };
    parts = Object.fromEntries(names.map((name, index) => [name, list[index] ?? '']));
  } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.some(([name, part]) => !names.includes(name) || typeof part !== 'string')) return { kind: 'invalid' };
    parts = Object.fromEntries(names.map((name) => [name, (value[name] as string | undefined) ?? '']));
  } else {
    return { kind: 'invalid' };
  }
  return Object.values(parts).some((part) => part.trim() !== '') ? { kind: 'map', values: parts } : { kind: 'empty' };
}

/** The value sent for a field id (own properties only: ids such as "constructor" read as absent). */
export function submittedValue(values: Readonly<Record<string, FormValue>>, fieldId: string): FormValue | undefined {
  return Object.hasOwn(values, fieldId) ? values[fieldId] : undefined;
}

export function readValue(type: FieldType, value: FormValue | undefined): ReadValue {
  if (value === undefined || value === null) return { kind: 'empty' };
  switch (valueShape(type)) {
    case 'none':
      return { kind: 'empty' };
    case 'string':
      if (typeof value !== 'string') return { kind: 'invalid' };
      return value === '' ? { kind: 'empty' } : { kind: 'string', value };
    case 'list': {
      const list = typeof value === 'string' ? [value] : value;
      if (!isStringList(list)) return { kind: 'invalid' };
      const checked = list.filter((entry) => entry !== '');
      return checked.length > 0 ? { kind: 'list', values: checked } : { kind: 'empty' };
    }
    case 'parts':
      return readParts(type, value);
    case 'likert': {
      if (typeof value !== 'object' || Array.isArray(value)) return { kind: 'invalid' };
      const answers = Object.entries(value).filter(([, answer]) => answer !== '');
      if (answers.some(([, answer]) => typeof answer !== 'string')) return { kind: 'invalid' };
      return answers.length > 0 ? { kind: 'map', values: Object.fromEntries(answers) as Record<string, string> } : { kind: 'empty' };
    }
  }
}
