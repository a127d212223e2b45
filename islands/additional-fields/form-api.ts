/**
 * The calls of the additional-fields flow (spec §7): the item's stock, the form template, and the server's
 * check of the answers (field id → message on a 400).
 */
import * as z from 'zod/mini';
import { FormTemplate } from '../../schemas/form-template';
import { FormValidationErrors, type FormValues } from '../../schemas/forms';
import { StockResponse, type StockResult } from '../../schemas/inventory';
import type { CartTransport } from '../stores/cart-api';
import { NetworkError, type JsonAnswer } from '../site-api/fetch-json';
import { answerMessage, getJson, postJson } from '../site-api/json-request';
import { FormCallError } from './form-call-error';
import { FORM_CALL_MESSAGES, refusalMessage } from './form-messages';

// Without spec §7's trailing slash: the production server's router does not take it (see the report).
export const STOCK_PATH = '/api/commerce/inventory/stock';
export const FORM_TEMPLATE_PATH = '/api/template/GetTemplateSchema?type=form';
export const validatePath = (formId: string) => `/api/rest/forms/validate/${encodeURIComponent(formId)}`;

export { FormCallError };

/** A stock refusal says what the server says (the form texts of spec §8 are about forms). */
const stockRefusal = (answer: JsonAnswer) => answerMessage(answer) ?? FORM_CALL_MESSAGES.unknown;

async function read<S extends z.core.$ZodType>(call: Promise<JsonAnswer>, schema: S, refusal = refusalMessage): Promise<z.output<S>> {
  let answer;
  try {
    answer = await call;
  } catch (error) {
    if (error instanceof NetworkError) throw new FormCallError(FORM_CALL_MESSAGES.offline);
    throw error;
  }
  if (!answer.ok) throw new FormCallError(refusal(answer));
  const parsed = z.safeParse(schema, answer.body);
  if (!parsed.success) throw new FormCallError(FORM_CALL_MESSAGES.unknown);
  return parsed.data;
}

export function fetchStock(transport: CartTransport, itemId: string): Promise<StockResult[]> {
  return read(getJson(transport, `${STOCK_PATH}?${new URLSearchParams({ itemId })}`), StockResponse, stockRefusal).then((answer) => answer.results);
}

export function fetchFormTemplate(transport: CartTransport): Promise<FormTemplate> {
  return read(getJson(transport, FORM_TEMPLATE_PATH), FormTemplate);
}

export type ServerCheck = { ok: true } | { ok: false; fieldErrors: Record<string, string>; message?: string };

/**
 * POST the answers to the validate call: accepted, or each field's message (spec §8: a 400 with data.errors).
 * Never throws: a call that could not be made is a refusal with a message for the visitor.
 */
export async function checkOnServer(transport: CartTransport, formId: string, values: FormValues): Promise<ServerCheck> {
  let answer;
  try {
    answer = await postJson(transport, validatePath(formId), values);
  } catch (error) {
    return { ok: false, fieldErrors: {}, message: error instanceof NetworkError ? FORM_CALL_MESSAGES.offline : FORM_CALL_MESSAGES.unknown };
  }
  if (answer.ok) return { ok: true };
  const errors = answer.status === 400 ? z.safeParse(FormValidationErrors, answer.body) : undefined;
  if (errors?.success) return { ok: false, fieldErrors: errors.data.errors };
  return { ok: false, fieldErrors: {}, message: refusalMessage(answer) };
}
