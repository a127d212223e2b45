// Turns accepted form values into what a cart stores (canonical values) and shows (answers).
import type { FormAnswer, FormDefinition, FormValues } from '../../schemas/forms';
import { readValue, submittedValue } from './field-values';

/**
 * The values worth keeping, keyed by field id in form order: known fields with an answer. Two submissions
 * with the same answers give the same JSON, so cart entries can be compared by it.
 */
export function canonicalValues(form: FormDefinition, values: FormValues): FormValues {
  const kept: FormValues = {};
  for (const field of form.fields) {
    if (field.type === 'section') continue;
    const read = readValue(field.type, submittedValue(values, field.id));
    if (read.kind === 'string') kept[field.id] = read.value;
    else if (read.kind === 'list') kept[field.id] = read.values;
    else if (read.kind === 'map') kept[field.id] = Object.fromEntries(Object.entries(read.values).sort(([a], [b]) => (a < b ? -1 : 1)));
  }
  return kept;
}

/** The answers in the summary-form-field shape: {id, type, rawTitle, value} or {…, values} for parts. */
export function formAnswers(form: FormDefinition, values: FormValues): FormAnswer[] {
  const answers: FormAnswer[] = [];
  for (const field of form.fields) {
    if (field.type === 'section') continue;
    const read = readValue(field.type, submittedValue(values, field.id));
    const base = { id: field.id, type: field.type, rawTitle: field.title };
    if (read.kind === 'string') answers.push({ ...base, value: read.value });
    else if (read.kind === 'list') answers.push({ ...base, value: read.values.join(', ') });
    else if (read.kind === 'map') answers.push({ ...base, values: read.values });
  }
  return answers;
}
