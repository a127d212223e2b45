// SQL for site forms: single-use submission keys, stored submissions and newsletter subscribers.
import type { Db } from './database';

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

export interface FormSubmissionRow {
  id: string;
  form_id: string;
  form_values: string;
  page_title: string | null;
  page_id: string | null;
  content_source: string | null;
  page_path: string | null;
  created_at: number;
}

export interface NewsletterSubscriberRow {
  email: string;
  form_id: string;
  page_path: string | null;
  created_at: number;
}

export type FormSubmissionStore = ReturnType<typeof createFormSubmissionStore>;

export function createFormSubmissionStore(db: Db) {
  const insertKey = db.prepare<[string, string, number]>('INSERT INTO form_submission_keys (key_hash, visitor, created_at) VALUES (?, ?, ?)');
  // Taking a key deletes it: whatever the outcome, it never serves twice.
  const takeKey = db.prepare<[string], { visitor: string; created_at: number }>(
    'DELETE FROM form_submission_keys WHERE key_hash = ? RETURNING visitor, created_at',
  );
  const dropKeysBefore = db.prepare<[number]>('DELETE FROM form_submission_keys WHERE created_at < ?');
  const insertSubmission = db.prepare(`
    INSERT INTO form_submissions (id, form_id, form_values, page_title, page_id, content_source, page_path, created_at)
    VALUES (@id, @formId, @values, @pageTitle, @pageId, @contentSource, @pagePath, @createdAt)`);
  const submissions = db.prepare<[string], FormSubmissionRow>('SELECT * FROM form_submissions WHERE form_id = ? ORDER BY created_at, id');
  const subscribe = db.prepare<[string, string, string, string | null, number]>(`
    INSERT INTO newsletter_subscribers (email_key, email, form_id, page_path, created_at) VALUES (lower(?), ?, ?, ?, ?)
    ON CONFLICT (email_key) DO NOTHING`);
  const subscribers = db.prepare<[], NewsletterSubscriberRow>('SELECT email, form_id, page_path, created_at FROM newsletter_subscribers ORDER BY created_at, email_key');

  return {
    addKey: (keyHash: string, visitor: string, createdAt: number): void => void insertKey.run(keyHash, visitor, createdAt),
    /** The key's owner and age, removing it; undefined when there is no such key. */
    takeKey: (keyHash: string): { visitor: string; createdAt: number } | undefined => {
      const row = takeKey.get(keyHash);
      return row && { visitor: row.visitor, createdAt: row.created_at };
    },
    dropKeysBefore: (time: number): number => dropKeysBefore.run(time).changes,
    saveSubmission(submission: NewFormSubmission): void {
      insertSubmission.run({
        ...submission,
        pageTitle: submission.pageTitle ?? null,
        pageId: submission.pageId ?? null,
        contentSource: submission.contentSource ?? null,
        pagePath: submission.pagePath ?? null,
      });
    },
    submissionsOf: (formId: string): FormSubmissionRow[] => submissions.all(formId),
    /** Adds an address once; true when it was new. */
    subscribe: (email: string, formId: string, pagePath: string | undefined, createdAt: number): boolean =>
      subscribe.run(email, email, formId, pagePath ?? null, createdAt).changes === 1,
    subscribers: (): NewsletterSubscriberRow[] => subscribers.all(),
  };
}
