// What a saved site-form submission sets off, queued in the submission's own transaction: the owner's notification
// email (with Reply-To the submitter's address) and one signed-webhook delivery per URL of the form. Nothing is
// sent here: the background work delivers both, so a slow mail server or receiver never holds the visitor up.
import type { FormDefinition } from '../../schemas/forms';
import { isValidEmail } from '../../schemas/form-rules';
import type { OwnerSubmission } from '../../schemas/owner-forms';
import { dateTimeText } from '../checkout/date-text';
import { createFormWebhookStore } from '../db/form-webhooks';
import type { Executor } from '../db/schema';
import type { FormSubmissionData } from '../email/email-messages';
import { enqueueEmail } from '../email/outbox';
import { randomHexId } from '../security/tokens';
import type { FormDeliveries } from './form-delivery';
import { submissionView, type StoredSubmission } from './submission-view';

/** Runs inside the transaction that saved `submission`, with that transaction. */
export type SubmissionFollowUp = (trx: Executor, form: FormDefinition, submission: StoredSubmission) => Promise<void>;

export interface SubmissionFollowUpDeps {
  deliveries: FormDeliveries;
  /** the site's name, origin (absolute page links), language and time zone, for the email */
  site: { storeName: string; baseUrl: string; locale: string; timeZone: string };
}

/** The body every webhook of the form receives for this submission. */
export interface FormWebhookBody {
  formId: string;
  submissionId: string;
  createdAt: string;
  answers: OwnerSubmission['answers'];
  page: OwnerSubmission['page'];
}

/** The submitter's address: the first email field holding a valid one. */
function senderAddress(view: OwnerSubmission): string | undefined {
  const email = view.answers.find((answer) => answer.type === 'email' && typeof answer.value === 'string' && isValidEmail(answer.value.trim()));
  return typeof email?.value === 'string' ? email.value.trim() : undefined;
}

/** The page as an absolute link, when the browser reported a path on this site. */
function pageUrl(baseUrl: string, path: string | null): string | undefined {
  if (!path || !path.startsWith('/') || path.startsWith('//') || baseUrl === '') return undefined;
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

export function submissionFollowUps({ deliveries, site }: SubmissionFollowUpDeps): SubmissionFollowUp {
  return async (trx, form, submission) => {
    const delivery = deliveries.of(form.id);
    if (!delivery.notifyEmail && delivery.webhookUrls.length === 0) return;
    const view = submissionView(form, submission);

    if (delivery.notifyEmail) {
      const data: FormSubmissionData = {
        storeName: site.storeName,
        formName: form.name,
        submittedAt: dateTimeText(submission.createdAt, site),
        answers: view.answers.filter((answer) => answer.text !== '').map(({ title, text }) => ({ title, text })),
      };
      const title = view.page.title ?? undefined;
      const url = pageUrl(site.baseUrl, view.page.path);
      const replyTo = senderAddress(view);
      await enqueueEmail(trx, {
        template: 'form-submission',
        to: delivery.notifyEmail,
        dedupeKey: `form-submission:${submission.id}`,
        data: { ...data, ...(title ? { pageTitle: title } : {}), ...(url ? { pageUrl: url } : {}), ...(replyTo ? { replyTo } : {}) },
      }, submission.createdAt);
    }

    if (delivery.webhookUrls.length > 0) {
      const body: FormWebhookBody = { formId: form.id, submissionId: view.id, createdAt: view.createdAt, answers: view.answers, page: view.page };
      const payload = JSON.stringify(body);
      const webhooks = createFormWebhookStore(trx);
      for (const url of delivery.webhookUrls) {
        await webhooks.enqueue({ id: randomHexId(), formId: form.id, submissionId: submission.id, url, payload, createdAt: submission.createdAt });
      }
    }
  };
}
