// SQL for reading stored form submissions as the owner does: counts per form, and newest-first pages by a keyset
// (created_at, id), so a listing or an export walks any number of rows a page at a time.
import type { Executor } from './schema';
import type { FormSubmissionRow } from './form-submissions';

export interface FormSubmissionCount {
  formId: string;
  count: number;
  /** epoch ms of the newest submission */
  latestAt: number;
}

/** Where a newest-first page starts: just older than this (created_at, id). */
export interface SubmissionKey {
  createdAt: number;
  id: string;
}

export function createFormSubmissionPageStore(q: Executor) {
  return {
    async counts(): Promise<FormSubmissionCount[]> {
      const rows = await q.selectFrom('form_submissions')
        .select((eb) => ['form_id', eb.fn.countAll().as('count'), eb.fn.max('created_at').as('latest')])
        .groupBy('form_id').execute();
      return rows.map((row) => ({ formId: row.form_id, count: Number(row.count), latestAt: Number(row.latest) }));
    },

    /** Up to `limit` submissions of a form older than `before` (all from the newest without it), newest first. */
    newestFirst(formId: string, before: SubmissionKey | undefined, limit: number): Promise<FormSubmissionRow[]> {
      return q.selectFrom('form_submissions').selectAll().where('form_id', '=', formId)
        .$if(before !== undefined, (qb) => qb.where((eb) => eb.or([
          eb('created_at', '<', before!.createdAt),
          eb.and([eb('created_at', '=', before!.createdAt), eb('id', '<', before!.id)]),
        ])))
        .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
  };
}

export type FormSubmissionPageStore = ReturnType<typeof createFormSubmissionPageStore>;
