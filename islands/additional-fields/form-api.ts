/**
 * The calls of the additional-fields flow (spec §7): the item's stock, the form template, and the server's check
 * of the answers (field id → message on a 400), each through the site API client.
 */
import { FORM_TEMPLATE_API } from '../../schemas/contract/form-template';
import { FORM_VALIDATION_API } from '../../schemas/contract/form-validation';
import { INVENTORY_API } from '../../schemas/contract/inventory';
import type { FormTemplate } from '../../schemas/form-template';
import type { FormValues } from '../../schemas/forms';
import type { StockResponse } from '../../schemas/inventory';
import { SITE_FORM_MESSAGES } from '../../schemas/messages';
import type { ApiFailure, ApiResult } from '../site-api/api-failure';
import { callEndpoint } from '../site-api/client';
import { failureMessage, formFailureMessage } from '../site-api/failure-message';
import { formRefusal, type FormOutcome } from '../site-api/form-outcome';
import type { SiteTransport } from '../site-api/transport';

export function fetchStock(transport: SiteTransport, itemId: string): Promise<ApiResult<StockResponse>> {
  return callEndpoint(transport, INVENTORY_API.stock, { query: { itemId } });
}

/** A failed stock check says what the server says (the form texts of spec §8 are about forms). */
export function stockFailureMessage(failure: ApiFailure): string {
  return failureMessage(failure, SITE_FORM_MESSAGES.unknownError);
}

export function fetchFormTemplate(transport: SiteTransport): Promise<ApiResult<FormTemplate>> {
  return callEndpoint(transport, FORM_TEMPLATE_API.read, { query: { type: 'form' } });
}

/** What shows in place of a form whose template could not be loaded (spec §8 "Form template"). */
export function templateFailureMessage(failure: ApiFailure): string {
  return formFailureMessage(failure, SITE_FORM_MESSAGES.unknownError);
}

/** POST the answers to the validate call: accepted, or each field's message (spec §8: a 400 with data.errors). */
export async function checkOnServer(transport: SiteTransport, formId: string, values: FormValues): Promise<FormOutcome> {
  const checked = await callEndpoint(transport, FORM_VALIDATION_API.validate, { params: { formId }, body: values });
  return checked.ok ? { ok: true } : formRefusal(checked.failure, SITE_FORM_MESSAGES.unknownError);
}
