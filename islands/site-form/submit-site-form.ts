/**
 * The two calls of a site-form submission (spec §7): a single-use key, then the save with the submission body
 * of spec §3. Failures come back as what the form shows (spec §8): messages at fields, or one message.
 */
import * as z from 'zod/mini';
import { CRUMB_FAIL_MESSAGE } from '../../schemas/api-error';
import { FormSubmissionKeyResponse, SITE_FORM_MESSAGES, type FormValues, type SaveFormSubmissionRequest } from '../../schemas/forms';
import type { CartTransport } from '../stores/cart-api';
import { NetworkError, type JsonAnswer } from '../site-api/fetch-json';
import { postJson } from '../site-api/json-request';

export const FORM_SUBMISSION_KEY_URL = '/api/form/FormSubmissionKey';
export const SAVE_FORM_SUBMISSION_URL = '/api/form/SaveFormSubmission';
/** Spec §8 (cart fallbacks): the text for a call that got no answer at all. */
export const OFFLINE_MESSAGE = 'Please check your internet connection.';

/** Where the submission comes from (spec §3). */
export interface SubmissionPage {
  pageTitle: string;
  pageId?: string;
  contentSource: 'i' | 'c';
  pagePath: string;
}

export type SubmitOutcome =
  | { ok: true }
  | { ok: false; fieldErrors: Record<string, string>; message?: string };

const ErrorBody = z.looseObject({
  error: z.optional(z.string()),
  crumbFail: z.optional(z.boolean()),
  errors: z.optional(z.record(z.string(), z.string())),
});

/** The message of a refused call: the spec's text for its status, a crumb failure, else the server's own. */
function refusal(answer: JsonAnswer, fallback: string): string {
  const mapped = SITE_FORM_MESSAGES.byStatus[answer.status];
  if (mapped) return mapped;
  const body = z.safeParse(ErrorBody, answer.body);
  if (answer.status === 403 && body.data?.crumbFail) return CRUMB_FAIL_MESSAGE;
  return body.data?.error || fallback;
}

/** A 400 whose errors map field ids to messages shows each at its field; messages for no field of the form show as one. */
function saveFailure(answer: JsonAnswer, fieldIds: ReadonlySet<string>): SubmitOutcome {
  const body = z.safeParse(ErrorBody, answer.body);
  const errors = answer.status === 400 ? body.data?.errors : undefined;
  if (errors && Object.keys(errors).length > 0) {
    const fieldErrors: Record<string, string> = {};
    const elsewhere: string[] = [];
    for (const [id, message] of Object.entries(errors)) {
      if (fieldIds.has(id)) fieldErrors[id] = message;
      else elsewhere.push(message);
    }
    return { ok: false, fieldErrors, message: elsewhere.length > 0 ? elsewhere.join(' ') : undefined };
  }
  return { ok: false, fieldErrors: {}, message: refusal(answer, SITE_FORM_MESSAGES.unknownError) };
}

async function call(transport: CartTransport, url: string, body: unknown): Promise<JsonAnswer | undefined> {
  try {
    return await postJson(transport, url, body);
  } catch (error) {
    if (error instanceof NetworkError) return undefined;
    throw error;
  }
}

export async function submitSiteForm(
  transport: CartTransport,
  formId: string,
  values: FormValues,
  page: SubmissionPage,
): Promise<SubmitOutcome> {
  const keyAnswer = await call(transport, FORM_SUBMISSION_KEY_URL, undefined);
  if (!keyAnswer) return { ok: false, fieldErrors: {}, message: OFFLINE_MESSAGE };
  if (!keyAnswer.ok) return { ok: false, fieldErrors: {}, message: refusal(keyAnswer, SITE_FORM_MESSAGES.noKey) };
  const key = z.safeParse(FormSubmissionKeyResponse, keyAnswer.body);
  if (!key.success) return { ok: false, fieldErrors: {}, message: SITE_FORM_MESSAGES.noKey };

  const body: SaveFormSubmissionRequest = { key: key.data.key, formId, form: JSON.stringify(values), ...page };
  const saved = await call(transport, SAVE_FORM_SUBMISSION_URL, body);
  if (!saved) return { ok: false, fieldErrors: {}, message: OFFLINE_MESSAGE };
  return saved.ok ? { ok: true } : saveFailure(saved, new Set(Object.keys(values)));
}
