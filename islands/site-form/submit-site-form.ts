/**
 * The two calls of a site-form submission (spec §7): a single-use key, then the save with the submission body
 * of spec §3. Failures come back as what the form shows (spec §8): messages at fields, or one message.
 */
import { SITE_FORM_API } from '../../schemas/contract/site-forms';
import type { FormValues } from '../../schemas/forms';
import { SITE_FORM_MESSAGES } from '../../schemas/messages';
import { callEndpoint } from '../site-api/client';
import { formFailureMessage } from '../site-api/failure-message';
import { formRefusal, type FormOutcome } from '../site-api/form-outcome';
import type { SiteTransport } from '../site-api/transport';
import type { GuardFields } from '../captcha/use-form-guard';

/** Where the submission comes from (spec §3). */
export interface SubmissionPage {
  pageTitle: string;
  pageId?: string;
  contentSource: 'i' | 'c';
  pagePath: string;
}

export async function submitSiteForm(
  transport: SiteTransport, formId: string, values: FormValues, page: SubmissionPage, guard: GuardFields = {},
): Promise<FormOutcome> {
  const key = await callEndpoint(transport, SITE_FORM_API.key, {});
  if (!key.ok) return { ok: false, fieldErrors: {}, message: formFailureMessage(key.failure, SITE_FORM_MESSAGES.noKey) };
  const { captcha, ...spamFields } = guard;
  const body = { key: key.data.key, formId, form: JSON.stringify(values), ...page, ...(captcha ? { captchaKey: captcha } : {}), ...spamFields };
  const saved = await callEndpoint(transport, SITE_FORM_API.save, { body });
  return saved.ok ? { ok: true } : formRefusal(saved.failure, SITE_FORM_MESSAGES.unknownError, new Set(Object.keys(values)));
}
