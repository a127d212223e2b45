// A stored submission as the owner sees it (listing, export, webhook body, email): its page and its answers in the
// form's field order, each as stored and as one readable line.
import type { FormDefinition } from '../../schemas/forms';
import type { OwnerSubmission, SubmissionAnswer } from '../../schemas/owner-forms';
import { answerText } from './answer-text';

/** What a submission row holds, whether just saved or read back. */
export interface StoredSubmission {
  id: string;
  createdAt: number;
  /** canonical JSON of the values, keyed by field id */
  values: string;
  pageTitle?: string | null;
  pagePath?: string | null;
  pageId?: string | null;
  contentSource?: string | null;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A stored value in one of the shapes canonicalValues writes; anything else reads as empty. */
function storedValue(value: unknown): SubmissionAnswer['value'] {
  if (isText(value)) return value === '' ? null : value;
  if (Array.isArray(value)) return value.every(isText) && value.length > 0 ? value : null;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length > 0 && entries.every(([, part]) => isText(part)) ? Object.fromEntries(entries) as Record<string, string> : null;
  }
  return null;
}

function parseValues(json: string): Record<string, unknown> {
  try {
    const values: unknown = JSON.parse(json);
    return values !== null && typeof values === 'object' && !Array.isArray(values) ? values as Record<string, unknown> : {};
  } catch {
    return {};
  }
}

/** One answer per field that takes one (sections left out), in form order; a field added since reads as empty. */
export function submissionAnswers(form: FormDefinition, valuesJson: string): SubmissionAnswer[] {
  const values = parseValues(valuesJson);
  return form.fields.filter((field) => field.type !== 'section').map((field) => {
    const value = storedValue(Object.hasOwn(values, field.id) ? values[field.id] : null);
    return { fieldId: field.id, title: field.title, type: field.type, text: answerText(field, value), value };
  });
}

export function submissionView(form: FormDefinition, submission: StoredSubmission): OwnerSubmission {
  return {
    id: submission.id,
    createdAt: new Date(submission.createdAt).toISOString(),
    page: {
      title: submission.pageTitle ?? null,
      path: submission.pagePath ?? null,
      id: submission.pageId ?? null,
      contentSource: submission.contentSource ?? null,
    },
    answers: submissionAnswers(form, submission.values),
  };
}
