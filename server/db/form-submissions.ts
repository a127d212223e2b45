// SQL for site forms: single-use submission keys, stored submissions and newsletter subscribers.
import type { Selectable } from 'kysely';
import type { Executor, FormSubmissionsTable } from './schema';

export interface NewFormSubmission {
  id: string;
  formId: string;
  /** canonical JSON of the values */
  values: string;
  pageTitle?: string;
  pageId?: string;
  contentSource?: string;
  pagePath?: string;
  createdAt: number;
}

export type FormSubmissionRow = Selectable<FormSubmissionsTable>;

export interface NewsletterSubscriberRow {
  email: string;
  form_id: string;
  page_path: string | null;
  created_at: number;
}

export function createFormSubmissionStore(q: Executor) {
  return {
    async addKey(keyHash: string, visitor: string, createdAt: number): Promise<void> {
      await q.insertInto('form_submission_keys').values({ key_hash: keyHash, visitor, created_at: createdAt }).execute();
    },

    /** The key's owner and age, removing it (whatever the outcome, it never serves twice); undefined when unknown. */
    async takeKey(keyHash: string): Promise<{ visitor: string; createdAt: number } | undefined> {
      const row = await q.deleteFrom('form_submission_keys').where('key_hash', '=', keyHash)
        .returning(['visitor', 'created_at']).executeTakeFirst();
      return row && { visitor: row.visitor, createdAt: row.created_at };
    },

    async dropKeysBefore(time: number): Promise<number> {
      const result = await q.deleteFrom('form_submission_keys').where('created_at', '<', time).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async saveSubmission(submission: NewFormSubmission): Promise<void> {
      await q.insertInto('form_submissions').values({
        id: submission.id,
        form_id: submission.formId,
        form_values: submission.values,
        page_title: submission.pageTitle ?? null,
        page_id: submission.pageId ?? null,
        content_source: submission.contentSource ?? null,
        page_path: submission.pagePath ?? null,
        created_at: submission.createdAt,
      }).execute();
    },

    submissionsOf: (formId: string): Promise<FormSubmissionRow[]> =>
      q.selectFrom('form_submissions').selectAll().where('form_id', '=', formId).orderBy('created_at').orderBy('id').execute(),

    /** Every newsletter address, whatever its state (signing up is server/newsletter/'s, through the confirmation). */
    subscribers: (): Promise<NewsletterSubscriberRow[]> =>
      q.selectFrom('newsletter_subscribers').select(['email', 'form_id', 'page_path', 'created_at'])
        .orderBy('created_at').orderBy('email_key').execute(),
  };
}

export type FormSubmissionStore = ReturnType<typeof createFormSubmissionStore>;
