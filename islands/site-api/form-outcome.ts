/** What a form shows once the server has answered its values: accepted, or messages at fields and/or one for the form. */
import type { ApiFailure } from './api-failure';
import { formFailureMessage } from './failure-message';

export type FormOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string>; message?: string };

/**
 * A refused form (spec §8): a 400 whose `errors` map field ids to messages shows each at its field (with `fieldIds`,
 * messages for no field of the form show as one message); any other refusal is one message.
 */
export function formRefusal(failure: ApiFailure, fallback: string, fieldIds?: ReadonlySet<string>): FormOutcome {
  const errors = failure.status === 400 ? failure.fieldErrors : undefined;
  if (!errors || Object.keys(errors).length === 0) return { ok: false, fieldErrors: {}, message: formFailureMessage(failure, fallback) };
  if (!fieldIds) return { ok: false, fieldErrors: { ...errors } };
  const fieldErrors: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [id, message] of Object.entries(errors)) {
    if (fieldIds.has(id)) fieldErrors[id] = message;
    else elsewhere.push(message);
  }
  return { ok: false, fieldErrors, message: elsewhere.length > 0 ? elsewhere.join(' ') : undefined };
}
