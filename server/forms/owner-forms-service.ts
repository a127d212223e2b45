// The owner's side of site forms: the forms with their counts, their submissions a page at a time (newest first),
// and a whole form as a CSV or JSON download produced a page of rows at a time, so a large form never sits whole in
// memory. The owner routes and `kiosk forms` share it.
import type { FormDefinition } from '../../schemas/forms';
import {
  OWNER_FORM_MESSAGES, type ExportFormat, type OwnerFormsList, type OwnerSubmission, type SubmissionsPage, type SubmissionsQuery,
} from '../../schemas/owner-forms';
import { createFormSubmissionPageStore, type SubmissionKey } from '../db/form-submission-pages';
import type { FormSubmissionRow } from '../db/form-submissions';
import type { Executor } from '../db/schema';
import { DomainError } from '../domain-error';
import { decodeCursor, encodeCursor } from '../restock/page-cursor';
import { csvRow } from './csv';
import type { FormDeliveries } from './form-delivery';
import { submissionView } from './submission-view';

/** Rows read per query while exporting. */
export const EXPORT_BATCH_SIZE = 200;

export interface OwnerFormsDeps {
  db: Executor;
  /** the site forms of content/forms */
  forms: readonly FormDefinition[];
  deliveries: FormDeliveries;
  exportBatchSize?: number;
}

/** A download: its file name and type, and its text a piece at a time. */
export interface SubmissionExport {
  filename: string;
  contentType: string;
  chunks(): AsyncGenerator<string>;
}

const viewOf = (form: FormDefinition, row: FormSubmissionRow): OwnerSubmission => submissionView(form, {
  id: row.id, createdAt: row.created_at, values: row.form_values,
  pageTitle: row.page_title, pagePath: row.page_path, pageId: row.page_id, contentSource: row.content_source,
});

const keyOf = (row: FormSubmissionRow): SubmissionKey => ({ createdAt: row.created_at, id: row.id });

/** The CSV's columns: when and what, one per field in form order, then where from. */
function csvHeader(form: FormDefinition): string[] {
  const fields = form.fields.filter((field) => field.type !== 'section').map((field) => field.title || field.id);
  return ['Submission', 'Submitted at (UTC)', ...fields, 'Page title', 'Page path'];
}

function csvRecord(submission: OwnerSubmission): string[] {
  return [submission.id, submission.createdAt, ...submission.answers.map((answer) => answer.text), submission.page.title ?? '', submission.page.path ?? ''];
}

/** A file name that is safe in Content-Disposition and on any disk. */
const fileStem = (formId: string) => formId.replace(/[^A-Za-z0-9._-]/g, '_');

export function createOwnerFormsService(deps: OwnerFormsDeps) {
  const store = createFormSubmissionPageStore(deps.db);
  const batchSize = deps.exportBatchSize ?? EXPORT_BATCH_SIZE;
  // Newsletter forms subscribe addresses and store no submissions.
  const forms = deps.forms.filter((form) => form.type !== 'newsletter');

  function find(formId: string): FormDefinition {
    const form = forms.find((candidate) => candidate.id === formId);
    if (!form) throw new DomainError('not_found', OWNER_FORM_MESSAGES.formNotFound);
    return form;
  }

  /** Every submission of `form`, newest first, a batch of rows at a time. */
  async function* allSubmissions(form: FormDefinition): AsyncGenerator<OwnerSubmission> {
    let before: SubmissionKey | undefined;
    for (;;) {
      const rows = await store.newestFirst(form.id, before, batchSize);
      for (const row of rows) yield viewOf(form, row);
      if (rows.length < batchSize) return;
      before = keyOf(rows[rows.length - 1]);
    }
  }

  async function* csvChunks(form: FormDefinition): AsyncGenerator<string> {
    yield csvRow(csvHeader(form));
    for await (const submission of allSubmissions(form)) yield csvRow(csvRecord(submission));
  }

  async function* jsonChunks(form: FormDefinition): AsyncGenerator<string> {
    let first = true;
    yield '[';
    for await (const submission of allSubmissions(form)) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(submission)}`;
      first = false;
    }
    yield first ? ']\n' : '\n]\n';
  }

  return {
    async list(): Promise<OwnerFormsList> {
      const counts = new Map((await store.counts()).map((count) => [count.formId, count]));
      return {
        forms: forms.map((form) => {
          const count = counts.get(form.id);
          const delivery = deps.deliveries.of(form.id);
          return {
            id: form.id,
            name: form.name,
            title: form.title ?? null,
            fieldCount: form.fields.filter((field) => field.type !== 'section').length,
            submissionCount: count?.count ?? 0,
            latestSubmissionAt: count ? new Date(count.latestAt).toISOString() : null,
            notifyEmail: delivery.notifyEmail ?? null,
            webhookCount: delivery.webhookUrls.length,
          };
        }),
      };
    },

    async submissions(formId: string, query: SubmissionsQuery): Promise<SubmissionsPage> {
      const form = find(formId);
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, ['number', 'string']);
      const before = after && { createdAt: after[0] as number, id: after[1] as string };
      // One row more than the page tells whether another page follows.
      const rows = await store.newestFirst(form.id, before, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const hasNextPage = rows.length > query.limit;
      const last = page[page.length - 1];
      return {
        submissions: page.map((row) => viewOf(form, row)),
        hasNextPage,
        nextPageCursor: hasNextPage ? encodeCursor([last.created_at, last.id]) : null,
      };
    },

    /** The download of every submission of a form; refuses an unknown form before anything is written. */
    export(formId: string, format: ExportFormat): SubmissionExport {
      const form = find(formId);
      return format === 'csv'
        ? { filename: `${fileStem(form.id)}-submissions.csv`, contentType: 'text/csv; charset=utf-8; header=present', chunks: () => csvChunks(form) }
        : { filename: `${fileStem(form.id)}-submissions.json`, contentType: 'application/json; charset=utf-8', chunks: () => jsonChunks(form) };
    },
  };
}

export type OwnerFormsService = ReturnType<typeof createOwnerFormsService>;
