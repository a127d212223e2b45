// Turns accepted form values into what a cart or a submission stores (canonical values) and shows (answers).
import type { FormAnswer, FormDefinition, FormField, FormValues } from '../../schemas/forms';
import { likertLabel } from '../../schemas/form-values';
import { readValue, submittedValue, type ReadValue } from './field-values';

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

/**
 * An answered likert field as people read it: every statement, in the field's order, with its answer's label or
 * 'N/A' (spec §3); without statements in the definition, the answered ones. Like any field left empty, a likert
 * with no answer at all is left out.
 */
function likertAnswers(field: FormField, read: ReadValue): Record<string, string> | undefined {
  if (read.kind !== 'map') return undefined;
  const answers = read.values;
  const statements = field.options ?? Object.keys(answers);
  return Object.fromEntries(statements.map((statement) => [statement, likertLabel(Object.hasOwn(answers, statement) ? answers[statement] : undefined)]));
}

/** The answers in the summary-form-field shape: {id, type, rawTitle, value} or {…, values} for parts and likert. */
export function formAnswers(form: FormDefinition, values: FormValues): FormAnswer[] {
  const answers: FormAnswer[] = [];
  for (const field of form.fields) {
    if (field.type === 'section') continue;
    const read = readValue(field.type, submittedValue(values, field.id));
    const base = { id: field.id, type: field.type, rawTitle: field.title };
    if (field.type === 'likert') {
      const likert = likertAnswers(field, read);
      if (likert) answers.push({ ...base, values: likert });
    } else if (read.kind === 'string') answers.push({ ...base, value: read.value });
    else if (read.kind === 'list') answers.push({ ...base, value: read.values.join(', ') });
    else if (read.kind === 'map') answers.push({ ...base, values: read.values });
  }
  return answers;
}
