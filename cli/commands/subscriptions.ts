/** `kiosk subscriptions bill|list|cancel`: renewals of the store's subscriptions (DATABASE_URL, else KIOSK_DB). */
import {
  apiOptionsFromEnv, createSubscriptionAdmin, DomainError, openDatabase, type BillingOutcome, type SubscriptionListing,
} from '../../server';
import { parseCommandArgs, UsageError, type Command } from '../command';
import { resolveSite, siteHelp, SITE_OPTION } from '../site/resolve-site';

const when = (ms: number | null): string => (ms === null ? '-' : new Date(ms).toISOString().slice(0, 16).replace('T', ' '));

function table(rows: readonly SubscriptionListing[]): string {
  const cells = [['id', 'email', 'product', 'plan', 'status', 'paid', 'failed', 'next charge'],
    ...rows.map((r) => [r.id, r.email, r.title, r.planText, r.status, r.cyclesTotal > 0 ? `${r.cyclesBilled}/${r.cyclesTotal}` : String(r.cyclesBilled),
      String(r.failedAttempts), when(r.nextBillingAt)])];
  const widths = cells[0].map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  return cells.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd()).join('\n');
}

function outcomeLine(o: BillingOutcome): string {
  const who = `${o.subscriptionId} ${o.email} (${o.title}) cycle ${o.cycle}`;
  switch (o.result) {
    case 'charged': return `charged   ${who}: order ${o.orderNumber}, ${o.nextAt === null ? 'the last payment' : `next ${when(o.nextAt)}`}`;
    case 'failed': return `declined  ${who}, attempt ${o.attempt}: ${o.message}; retry ${when(o.nextAt)}`;
    case 'past_due': return `past due  ${who}, attempt ${o.attempt}: ${o.message}; no retries left`;
    case 'skipped': return `skipped   ${who}: ${o.message}`;
    default: return `error     ${who}: ${o.message}`;
  }
}

function parseNow(text: string | undefined): number {
  if (text === undefined) return Date.now();
  const time = Date.parse(text);
  if (Number.isNaN(time)) throw new UsageError(`--now must be an ISO date such as 2026-03-01T09:00:00Z, not "${text}"`);
  return time;
}

export const subscriptionsCommand: Command = {
  name: 'subscriptions',
  help: `Usage: kiosk subscriptions bill [--now <ISO date>] [--limit <n>]
       kiosk subscriptions list
       kiosk subscriptions cancel <id>

bill charges every active subscription whose next payment is due (run it from cron, e.g. hourly). It prints one
line per subscription and a summary. A declined card is an outcome, not an error: it is retried 1, 3 and 7 days
later, then the subscription is past due. The exit code is 1 only when something went wrong (logged).
Running it twice, or from two machines at once, charges nothing twice.
list shows every subscription; cancel stops one at once (no further charges) and emails its customer.
The database is DATABASE_URL when set, else the SQLite file KIOSK_DB (data/kiosk.db); payments come from the
same environment as kiosk serve (KIOSK_STRIPE_SECRET_KEY, KIOSK_TEST_PAYMENTS).

Options:
  --now <date>  bill as if it were this time (ISO 8601; default now)
  --limit <n>   bill at most n subscriptions in this run (default 500)
${siteHelp()}
  -h, --help    show this help`,
  async run(args) {
    const { values, positionals } = parseCommandArgs(args, { ...SITE_OPTION, now: { type: 'string' }, limit: { type: 'string' } }, true);
    const [action, ...rest] = positionals;
    if (action !== 'bill' && action !== 'list' && action !== 'cancel') throw new UsageError('expected bill, list or cancel');
    if (action === 'cancel' && rest.length !== 1) throw new UsageError('cancel needs the id of one subscription (see kiosk subscriptions list)');
    if (action !== 'cancel' && rest.length > 0) throw new UsageError(`unexpected argument "${rest[0]}"`);
    const now = parseNow(values.now);
    const limit = values.limit === undefined ? undefined : Number(values.limit);
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) throw new UsageError(`--limit must be a positive whole number, not "${values.limit}"`);

    const env = apiOptionsFromEnv(resolveSite(values.site).root);
    const database = await openDatabase({ url: env.databaseUrl, file: env.dbFile });
    try {
      const admin = createSubscriptionAdmin({ database, contentDir: env.contentDir });
      if (action === 'bill') {
        const run = await admin.bill(now, limit);
        for (const outcome of run.outcomes) console.log(outcomeLine(outcome));
        console.log(`${run.charged} charged, ${run.failed} declined (to retry), ${run.pastDue} past due, ${run.skipped} skipped, ${run.errors} errors.`);
        return run.errors > 0 ? 1 : 0;
      }
      if (action === 'list') {
        const all = await admin.list();
        console.log(all.length === 0 ? 'No subscriptions yet.' : table(all));
        return 0;
      }
      const cancelled = await admin.cancel(rest[0], now);
      console.log(`Cancelled subscription ${cancelled.id} (${cancelled.title}).`);
      return 0;
    } catch (error) {
      // A refusal (an unknown id, a subscription that already ended) is the user's to know: said without a stack.
      if (error instanceof DomainError) {
        console.error(`kiosk subscriptions: ${error.message}`);
        return 1;
      }
      throw error;
    } finally {
      await database.close();
    }
  },
};
