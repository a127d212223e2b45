// Site form submissions (spec §3, §7): single-use, short-lived submission keys tied to the visitor, then the
// save — the form must exist, the key be fresh, the values pass the shared rules — stored as a submission, or
// for a newsletter form as a sign-up to the mailing list (pending until the emailed link confirms it).
import {
  FORM_MESSAGES, FormValues, SITE_FORM_MESSAGES, type FormDefinition, type SaveFormSubmissionRequest,
} from '../../schemas/forms';
import { validateForm } from '../../schemas/form-rules';
import { readValue, submittedValue } from '../../schemas/form-values';
import * as z from 'zod/mini';
import type { Kysely } from 'kysely';
import { createFormSubmissionStore } from '../db/form-submissions';
import type { Tables } from '../db/schema';
import { DomainError } from '../domain-error';
import { randomHexId, randomToken, sha256Hex } from '../security/tokens';
import { canonicalValues } from './form-answers';
import type { FormRegistry } from './form-registry';
import type { MailingList } from '../newsletter/newsletter-service';
import type { SubmissionFollowUp } from './submission-follow-ups';
import type { SpamGuard } from '../captcha/spam-guard';

/** How long a submission key stays usable: the island asks for one as the visitor submits, so minutes are plenty. */
export const SUBMISSION_KEY_TTL_MS = 10 * 60 * 1000;

export interface SiteFormServiceDeps {
  /** the site forms of content/forms (not the products' additional-fields forms) */
  forms: FormRegistry;
  db: Kysely<Tables>;
  now: () => number;
  /** queues the owner's email and the form's webhooks in the submission's transaction (submission-follow-ups.ts) */
  followUp?: SubmissionFollowUp;
  /** where a newsletter form's address goes: the double opt-in list (server/newsletter/); the API always passes it */
  mailingList?: MailingList;
  /** the honeypot, form-ticket and captcha checks (server/captcha/); none in tests that build the service alone */
  spam?: SpamGuard;
}

/** The page a submission came from, as the island reports it. */
type PageFields = Pick<SaveFormSubmissionRequest, 'pageTitle' | 'pageId' | 'contentSource' | 'pagePath'>;

function parseValues(form: SaveFormSubmissionRequest['form']): FormValues {
  let data: unknown = form;
  if (typeof form === 'string') {
    try {
      data = JSON.parse(form);
    } catch {
      throw new DomainError('malformed', SITE_FORM_MESSAGES.unparsableFields);
    }
  }
  const parsed = z.safeParse(FormValues, data);
  if (!parsed.success) throw new DomainError('malformed', SITE_FORM_MESSAGES.unparsableFields);
  return parsed.data;
}

/** The address a newsletter form subscribes: its first email field's value. */
function newsletterEmail(form: FormDefinition, values: FormValues): string | undefined {
  for (const field of form.fields) {
    if (field.type !== 'email') continue;
    const read = readValue(field.type, submittedValue(values, field.id));
    if (read.kind === 'string') return read.value.trim();
  }
  return undefined;
}

export function createSiteFormService(deps: SiteFormServiceDeps) {
  const { forms, now } = deps;
  const store = createFormSubmissionStore(deps.db);

  /** Takes the key (it never serves twice); refuses one that is unknown, stale or another visitor's. */
  async function redeemKey(key: string, crumb: string): Promise<void> {
    const taken = await store.takeKey(sha256Hex(key));
    if (!taken || taken.visitor !== sha256Hex(crumb) || taken.createdAt < now() - SUBMISSION_KEY_TTL_MS) {
      throw new DomainError('unauthenticated', SITE_FORM_MESSAGES.processingError);
    }
  }

  return {
    /** A new submission key for the visitor holding `crumb`. */
    async issueKey(crumb: string): Promise<string> {
      const time = now();
      await store.dropKeysBefore(time - SUBMISSION_KEY_TTL_MS);
      const key = randomToken();
      await store.addKey(sha256Hex(key), sha256Hex(crumb), time);
      return key;
    },

    /** Saves a submission; throws the DomainError whose status the island maps to its messages (spec §8). */
    async save(request: SaveFormSubmissionRequest, crumb: string, remoteIp?: string): Promise<void> {
      const form = forms.find(request.formId);
      if (!form) throw new DomainError('not_found', FORM_MESSAGES.formNotFound);
      await redeemKey(request.key, crumb);
      const values = parseValues(request.form);
      const errors = validateForm(form, values);
      if (Object.keys(errors).length > 0) throw new DomainError('invalid_fields', SITE_FORM_MESSAGES.invalidFields, { errors });
      // Last before anything is stored: a refused submission keeps nothing (its captcha solution is spent, though).
      await deps.spam?.check({
        captchaRequired: form.captchaSettings?.enabled === true, captchaToken: request.captchaKey,
        honeypot: request.honeypot, formTicket: request.formTicket, remoteIp,
      }, (message) => new DomainError('rejected', message));
      const page: PageFields = { pageTitle: request.pageTitle, pageId: request.pageId, contentSource: request.contentSource, pagePath: request.pagePath };
      if (form.type === 'newsletter') {
        const email = newsletterEmail(form, values);
        if (!email) throw new DomainError('invalid_fields', SITE_FORM_MESSAGES.invalidFields);
        // The same answer whether the address was new, pending or subscribed: the form tells nobody who is on the list.
        if (!deps.mailingList) throw new Error('a newsletter form needs the mailing list (SiteFormServiceDeps.mailingList)');
        await deps.mailingList.signUp({ email, source: 'form', formId: form.id, pagePath: page.pagePath });
        return;
      }
      const submission = { id: randomHexId(), formId: form.id, values: JSON.stringify(canonicalValues(form, values)), ...page, createdAt: now() };
      // One transaction: the submission, its notification and its webhook deliveries exist together or not at all.
      await deps.db.transaction().execute(async (trx) => {
        await createFormSubmissionStore(trx).saveSubmission(submission);
        await deps.followUp?.(trx, form, submission);
      });
    },
  };
}

export type SiteFormService = ReturnType<typeof createSiteFormService>;
