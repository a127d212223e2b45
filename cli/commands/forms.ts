/**
 * `kiosk forms list|export|webhooks`: the site forms' submissions in the store's database, through the same listing
 * and export as /api/owner/forms — no server needed — and the webhook deliveries that failed for good.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { ExportQuery, SubmissionsQuery, type OwnerFormSummary, type OwnerSubmission } from '../../schemas/owner-forms';
import { apiOptionsFromEnv, DomainError, formAdminOver, openDatabase, type FailedWebhook, type FormAdmin } from '../../server';
import { parseCommandArgs, UsageError, type Command } from '../command';
import { resolveSite, siteHelp, SITE_OPTION, type SiteFolder } from '../site/resolve-site';
import { checked, table } from './orders';

const when = (iso: string | null): string => (iso === null ? '-' : iso.slice(0, 16).replace('T', ' '));

/** Runs `work` with the form tools over the store's database (DATABASE_URL, else KIOSK_DB), then closes it. */
async function withFormAdmin(site: SiteFolder, work: (admin: FormAdmin) => Promise<void>): Promise<number> {
  const env = apiOptionsFromEnv(site.root);
  const database = await openDatabase({ url: env.databaseUrl, file: env.dbFile });
  try {
    await work(formAdminOver(database, { contentDir: env.contentDir }));
    return 0;
  } catch (error) {
    // A refusal (an unknown form, a stale cursor) is the owner's to act on: say it without a stack.
    if (error instanceof DomainError) {
      console.error(`kiosk forms: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

function formsTable(forms: readonly OwnerFormSummary[]): string {
  return table([
    ['form', 'name', 'submissions', 'latest (UTC)', 'emails to', 'webhooks'],
    ...forms.map((f) => [f.id, f.name, String(f.submissionCount), when(f.latestSubmissionAt), f.notifyEmail ?? '-', String(f.webhookCount)]),
  ]);
}

/** One submission as a block: when, where from, then each answered field on its own line. */
function submissionText(submission: OwnerSubmission): string {
  const from = submission.page.path ?? submission.page.title;
  const head = `${when(submission.createdAt)} UTC  ${submission.id}${from ? `  from ${from}` : ''}`;
  const answers = submission.answers.filter((answer) => answer.text !== '')
    .map((answer) => `  ${answer.title}: ${answer.text.replace(/\r?\n/g, '\n    ')}`);
  return [head, ...answers].join('\n');
}

function webhooksTable(rows: readonly FailedWebhook[]): string {
  return table([
    ['delivery', 'queued (UTC)', 'form', 'submission', 'url', 'tries', 'last answer'],
    ...rows.map((r) => [r.id, when(new Date(r.createdAt).toISOString()), r.formId, r.submissionId, r.url, String(r.attempts),
      r.lastStatus !== null ? String(r.lastStatus) : (r.lastError ?? '-')]),
  ]);
}

/** Writes every chunk, waiting whenever the stream asks to (a large export never piles up in memory). */
async function writeAll(chunks: AsyncIterable<string>, out: Writable): Promise<void> {
  for await (const chunk of chunks) {
    if (!out.write(chunk)) await once(out, 'drain');
  }
}

async function writeToFile(chunks: AsyncIterable<string>, file: string): Promise<void> {
  const out = createWriteStream(file);
  const failed = once(out, 'error').then(([error]) => Promise.reject(error as Error));
  failed.catch(() => undefined);
  await Promise.race([writeAll(chunks, out), failed]);
  out.end();
  await Promise.race([once(out, 'finish'), failed]);
}

const ACTIONS = ['list', 'export', 'webhooks'] as const;
type Action = (typeof ACTIONS)[number];

export const formsCommand: Command = {
  name: 'forms',
  help: `Usage: kiosk forms list [<formId>] [--limit N] [--cursor C]
       kiosk forms export <formId> [--format csv|json] [--out FILE]
       kiosk forms webhooks [--limit N]

The site forms' submissions, in the store's database (DATABASE_URL when set, else the SQLite file KIOSK_DB,
data/kiosk.db), as the owner API shows them (/api/owner/forms).

list       without a form: every site form with its submission count, where it emails and its webhooks;
           with one: its submissions, newest first, each answered field on its own line
export     every submission of a form: CSV (one column per field, for spreadsheets) or a JSON array;
           to stdout, or to --out FILE
webhooks   the webhook deliveries that failed for good (after their last retry), newest first

Options:
  --limit <N>          submissions per page, 1-100, default 25 (list); failed deliveries shown, default 50 (webhooks)
  --cursor <C>         the next page (list)
  --format <csv|json>  default csv (export)
  --out <FILE>         write the export there instead of stdout
${siteHelp(19)}
  -h, --help           show this help

Exit codes: 0 done, 1 bad input or an unknown form.`,
  async run(args) {
    const { values, positionals } = parseCommandArgs(args, {
      ...SITE_OPTION, limit: { type: 'string' }, cursor: { type: 'string' }, format: { type: 'string' }, out: { type: 'string' },
    }, true);
    const [action, formId, ...extra] = positionals;
    const site = resolveSite(values.site);
    if (!ACTIONS.includes(action as Action)) throw new UsageError(`expected ${ACTIONS.join(', ')}`);
    if (extra.length > 0) throw new UsageError(`${action} takes at most one form id`);

    if (action === 'webhooks') {
      if (formId !== undefined) throw new UsageError('webhooks takes options only');
      const limit = values.limit === undefined ? 50 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit takes a whole number from 1 to 1000');
      return withFormAdmin(site, async (admin) => {
        const failed = await admin.failedWebhooks(limit);
        console.log(failed.length === 0 ? 'No webhook delivery has failed.' : webhooksTable(failed));
      });
    }

    if (action === 'export') {
      if (formId === undefined) throw new UsageError('export needs a form id (see kiosk forms list)');
      const { format } = checked(ExportQuery, { format: values.format });
      return withFormAdmin(site, async ({ forms }) => {
        // Refuses an unknown form before a file is created.
        const download = forms.export(formId, format);
        if (values.out === undefined) {
          await writeAll(download.chunks(), process.stdout);
          return;
        }
        await writeToFile(download.chunks(), values.out);
        console.log(`Wrote the submissions of ${formId} as ${format.toUpperCase()} to ${values.out}.`);
      });
    }

    if (formId === undefined) {
      if (values.limit !== undefined || values.cursor !== undefined) throw new UsageError('--limit and --cursor page through one form: give its id');
      return withFormAdmin(site, async ({ forms }) => {
        const { forms: listed } = await forms.list();
        console.log(listed.length === 0 ? 'This site has no forms (content/forms).' : formsTable(listed));
      });
    }
    const query = checked(SubmissionsQuery, { limit: values.limit, cursor: values.cursor });
    return withFormAdmin(site, async ({ forms }) => {
      const page = await forms.submissions(formId, query);
      console.log(page.submissions.length === 0 ? `No submissions for ${formId}${query.cursor ? ' on this page' : ' yet'}.` : page.submissions.map(submissionText).join('\n\n'));
      if (page.nextPageCursor) console.log(`\nMore: kiosk forms list ${formId} --cursor ${page.nextPageCursor}${values.limit ? ` --limit ${values.limit}` : ''}`);
    });
  },
};
