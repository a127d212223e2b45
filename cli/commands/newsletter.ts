/**
 * `kiosk newsletter list|export`: the newsletter's addresses with their consent record (status, opt-in, consent
 * time, source), from the store's database — the same listing and files as /api/owner/newsletter, no server needed.
 */
import { writeFileSync } from 'node:fs';
import { SubscribersExportQuery, SubscribersQuery, type SubscriberRecord } from '../../schemas/newsletter';
import { apiOptionsFromEnv, createSubscriberListing, DomainError, newsletterExportFile, openDatabase, type SubscriberListing } from '../../server';
import { parseCommandArgs, UsageError, type Command } from '../command';
import { resolveSite, siteHelp, SITE_OPTION, type SiteFolder } from '../site/resolve-site';
import { checked, EXIT, table } from './orders';

const when = (ms: number | null): string => (ms === null ? '-' : new Date(ms).toISOString().slice(0, 16).replace('T', ' '));

function listTable(records: readonly SubscriberRecord[]): string {
  return table([
    ['email', 'status', 'opt-in', 'consented (UTC)', 'source', 'form / product', 'page', 'signed up (UTC)'],
    ...records.map((r) => [
      r.email, r.status, r.optIn, when(r.consentedAt), r.source, r.formId ?? r.productId ?? '-', r.pagePath ?? '-', when(r.signedUpAt),
    ]),
  ]);
}

/** Runs `work` with the listing over the store's database (DATABASE_URL, else KIOSK_DB), then closes it. */
async function withListing(site: SiteFolder, work: (listing: SubscriberListing) => Promise<void>): Promise<number> {
  const env = apiOptionsFromEnv(site.root);
  const database = await openDatabase({ url: env.databaseUrl, file: env.dbFile });
  try {
    await work(createSubscriberListing(database.db));
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      console.error(`kiosk newsletter: ${error.message}`);
      return EXIT.refused;
    }
    throw error;
  } finally {
    await database.close();
  }
}

export const newsletterCommand: Command = {
  name: 'newsletter',
  help: `Usage: kiosk newsletter list [--status S] [--limit N] [--cursor C]
       kiosk newsletter export [--format csv|json] [--status S] [--out FILE]

The newsletter's addresses in the store's database (DATABASE_URL when set, else the SQLite file KIOSK_DB,
data/kiosk.db), each with its consent record: what /api/owner/newsletter/subscribers answers.

list     newest sign-ups first, a page at a time
export   every address as CSV (default) or JSON, to stdout or --out FILE: status, opt-in (double: confirmed by
         the emailed link; single: subscribed before Kiosk tracked consent), consent time, source (form, restock,
         resubscribe) with the form id or product id and the page, sign-up and unsubscribe times

Options:
  --status <S>        pending, subscribed or unsubscribed
  --limit <N>         addresses per page, 1-500, default 50 (list); --cursor <C> the next page
  --format <F>        csv or json (export)
  --out <FILE>        write the export to FILE instead of stdout
${siteHelp(18)}
  -h, --help          show this help

Exit codes: 0 done, 1 bad input or a cursor that is not from a previous page.`,
  async run(args) {
    const { values, positionals } = parseCommandArgs(args, {
      ...SITE_OPTION, status: { type: 'string' }, limit: { type: 'string' }, cursor: { type: 'string' }, format: { type: 'string' }, out: { type: 'string' },
    }, true);
    const [action, ...extra] = positionals;
    const site = resolveSite(values.site);
    if (action !== 'list' && action !== 'export') throw new UsageError('expected list or export');
    if (extra.length > 0) throw new UsageError(`${action} takes options only`);

    if (action === 'list') {
      if (values.format !== undefined || values.out !== undefined) throw new UsageError('--format and --out are for export');
      const query = checked(SubscribersQuery, { status: values.status, limit: values.limit, cursor: values.cursor });
      return withListing(site, async (listing) => {
        const page = await listing.page(query);
        console.log(page.subscribers.length === 0 ? 'No addresses match.' : listTable(page.subscribers));
        if (page.nextPageCursor) console.log(`\nMore: kiosk newsletter list --cursor ${page.nextPageCursor}${values.limit ? ` --limit ${values.limit}` : ''}${values.status ? ` --status ${values.status}` : ''}`);
      });
    }
    if (values.limit !== undefined || values.cursor !== undefined) throw new UsageError('--limit and --cursor are for list');
    const query = checked(SubscribersExportQuery, { format: values.format, status: values.status });
    return withListing(site, async (listing) => {
      const records = await listing.all(query.status);
      const file = newsletterExportFile(query.format, records, Date.now());
      if (values.out === undefined) {
        process.stdout.write(file.body);
        return;
      }
      writeFileSync(values.out, file.body);
      console.error(`Wrote ${records.length} address${records.length === 1 ? '' : 'es'} to ${values.out}.`);
    });
  },
};
