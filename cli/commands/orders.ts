/**
 * `kiosk orders list|show|fulfil|refund|cancel`: the owner's orders in the store's database, through the same rules
 * (and emails, and payment provider calls) as /api/owner/orders — no server needed. Also the helpers `kiosk stock` shares.
 */
import * as z from 'zod/mini';
import { decimalToCents } from '../../engine/commerce';
import type { OrderView } from '../../schemas/checkout';
import { FulfilRequest, OwnerOrdersQuery, RefundRequest, type OrderSummary } from '../../schemas/owner-orders';
import { apiOptionsFromEnv, DomainError, openDatabase, ownerServicesOver, ProviderRefusal, type OwnerServices } from '../../server';
import { parseCommandArgs, UsageError, type Command } from '../command';
import { resolveSite, siteHelp, SITE_OPTION, type SiteFolder } from '../site/resolve-site';

/** Exit codes: a refusal of the store's rules (unknown order, nothing to refund), and a provider failure (retry). */
export const EXIT = { refused: 1, provider: 2 } as const;

/** Rows as aligned columns, the first row the header. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd()).join('\n');
}

/** Runs `work` with the owner services over the site's database (DATABASE_URL, else KIOSK_DB), then closes it. */
export async function withOwnerServices(site: SiteFolder, command: string, work: (owner: OwnerServices) => Promise<void>): Promise<number> {
  const env = apiOptionsFromEnv(site.root);
  const database = await openDatabase({ url: env.databaseUrl, file: env.dbFile });
  try {
    await work(ownerServicesOver(database, { contentDir: env.contentDir, siteUrl: env.siteUrl }));
    return 0;
  } catch (error) {
    // A refusal is the owner's to act on: say it without a stack.
    if (error instanceof DomainError || error instanceof ProviderRefusal) {
      console.error(`kiosk ${command}: ${error.message}`);
      return error instanceof ProviderRefusal ? EXIT.provider : EXIT.refused;
    }
    throw error;
  } finally {
    await database.close();
  }
}

/** Checks options with the API's own schema, so the command line refuses what the API refuses, in its words. */
export function checked<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new UsageError(issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
  }
  return result.data;
}

const when = (ms: number | null | undefined): string => (ms == null ? '-' : new Date(ms).toISOString().slice(0, 16).replace('T', ' '));

function listTable(orders: readonly OrderSummary[], money: (cents: number) => string): string {
  return table([
    ['number', 'placed (UTC)', 'status', 'payment', 'email', 'items', 'total', ''],
    ...orders.map((o) => [String(o.orderNumber), when(o.createdAt), o.status, o.paymentStatus, o.email, String(o.itemCount), money(o.grandTotalCents), o.testMode ? 'test' : '']),
  ]);
}

function orderText(order: OrderView, money: (cents: number) => string): string {
  const lines = table([
    ['line', 'sku', 'title', 'type', 'qty', 'refunded', 'unit', 'subtotal'],
    ...order.lines.map((l) => [l.id, l.sku, l.title, l.productType, String(l.quantity), String(l.refundedQuantity), money(l.unitPriceCents), money(l.subtotalCents)]),
  ]);
  const totals: [string, number][] = [
    ['subtotal', order.subtotalCents], ['discount', -order.discountCents], ['shipping', order.shippingCents], ['tax', order.taxCents],
    ['total', order.grandTotalCents], ['gift cards', -order.giftCardCents], ['charged', order.amountChargedCents], ['refunded', order.refundedCents],
  ];
  const fulfilment = order.fulfillment
    ? `shipped ${when(order.fulfillment.fulfilledAt)}${order.fulfillment.trackingNumber ? `, tracking ${order.fulfillment.trackingNumber}` : ''}${order.fulfillment.trackingUrl ? ` (${order.fulfillment.trackingUrl})` : ''}`
    : 'not shipped';
  return [
    `Order ${order.orderNumber} (${order.id})${order.testMode ? ' [test]' : ''}`,
    `  ${order.status}, payment ${order.paymentStatus}, ${fulfilment}`,
    `  ${order.email}, placed ${when(order.createdAt)} UTC${order.couponCode ? `, coupon ${order.couponCode}` : ''}`,
    '',
    lines,
    '',
    ...totals.filter(([name, cents]) => cents !== 0 || name === 'total').map(([name, cents]) => `  ${name.padEnd(10)} ${money(cents)}`),
  ].join('\n');
}

/** `--line <lineId>:<qty>` */
function refundLine(text: string): { lineId: string; quantity: number } {
  const match = /^([^:\s]+):(\d{1,6})$/.exec(text);
  if (!match) throw new UsageError(`--line takes <lineId>:<quantity> (see the line ids with \`kiosk orders show\`), not "${text}"`);
  return { lineId: match[1], quantity: Number(match[2]) };
}

const ACTIONS = ['list', 'show', 'fulfil', 'refund', 'cancel'] as const;
type Action = (typeof ACTIONS)[number];

export const ordersCommand: Command = {
  name: 'orders',
  help: `Usage: kiosk orders list [--status S] [--from DATE] [--to DATE] [--limit N] [--cursor C]
       kiosk orders show <id|number>
       kiosk orders fulfil <id|number> [--tracking N] [--tracking-url U] [--carrier C] [--no-email]
       kiosk orders refund <id|number> [--amount 12.50] [--line <lineId>:<qty>]... [--no-restock] [--reason TEXT]
       kiosk orders cancel <id|number> [--no-restock]

The store's orders, in its database (DATABASE_URL when set, else the SQLite file KIOSK_DB, data/kiosk.db), with
the same rules, emails and payment provider calls as the owner API (/api/owner/orders).

list     newest first; dates are days (2026-11-01) or moments in the store's time zone; --to includes its day
show     one order with its lines (their ids are what --line takes) and totals
fulfil   marks it shipped and emails the customer the tracking (not with --no-email)
refund   the card first, then gift cards the order spent; without --amount, the --line units' value, or
         without --line everything left. Refunded physical units go back in stock unless --no-restock.
cancel   a placed order not yet shipped or refunded: releases or refunds the payment, restocks, emails

Options:
  --status <S>        placed, fulfilled, cancelled, refunded or partially_refunded (list)
  --from, --to <DATE> placed from / up to (list)
  --limit <N>         orders per page, 1-100, default 25 (list); --cursor <C> the next page
  --tracking <N>, --tracking-url <https URL>, --carrier <C>, --no-email   (fulfil)
  --amount <12.50>, --line <lineId>:<qty> (repeatable), --no-restock, --reason <TEXT>   (refund)
${siteHelp(18)}
  -h, --help          show this help

Exit codes: 0 done, 1 bad input or refused by the store's rules, 2 the payment provider failed (nothing recorded).`,
  async run(args) {
    const { values, positionals } = parseCommandArgs(args, {
      ...SITE_OPTION, status: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, limit: { type: 'string' }, cursor: { type: 'string' },
      tracking: { type: 'string' }, 'tracking-url': { type: 'string' }, carrier: { type: 'string' }, 'no-email': { type: 'boolean' },
      amount: { type: 'string' }, line: { type: 'string', multiple: true }, 'no-restock': { type: 'boolean' }, reason: { type: 'string' },
    }, true);
    const [action, reference, ...extra] = positionals;
    const site = resolveSite(values.site);
    if (!ACTIONS.includes(action as Action)) throw new UsageError(`expected ${ACTIONS.join(', ')}`);
    if (action === 'list' ? reference !== undefined : reference === undefined || extra.length > 0) {
      throw new UsageError(action === 'list' ? 'list takes options only' : `${action} needs one order id or number (see kiosk orders list)`);
    }

    if (action === 'list') {
      const query = checked(OwnerOrdersQuery, { status: values.status, from: values.from, to: values.to, limit: values.limit, cursor: values.cursor });
      return withOwnerServices(site, 'orders', async ({ orders, money }) => {
        const page = await orders.list(query);
        console.log(page.orders.length === 0 ? 'No orders match.' : listTable(page.orders, money));
        if (page.nextPageCursor) console.log(`\nMore: kiosk orders list --cursor ${page.nextPageCursor}${values.limit ? ` --limit ${values.limit}` : ''}`);
      });
    }
    if (action === 'show') return withOwnerServices(site, 'orders', async ({ orders, money }) => console.log(orderText(await orders.show(reference!), money)));
    if (action === 'fulfil') {
      const request = checked(FulfilRequest, {
        trackingNumber: values.tracking, trackingUrl: values['tracking-url'], carrier: values.carrier, notifyCustomer: !values['no-email'],
      });
      return withOwnerServices(site, 'orders', async ({ orders, money }) => {
        const order = await orders.fulfil(reference!, request);
        console.log(`Order ${order.orderNumber} is marked shipped${request.notifyCustomer ? `; ${order.email} will get the tracking by email` : ''}.\n`);
        console.log(orderText(order, money));
      });
    }
    const restock = !values['no-restock'];
    if (action === 'cancel') {
      return withOwnerServices(site, 'orders', async ({ orders, money }) => {
        const order = await orders.cancel(reference!, { restock });
        console.log(`Order ${order.orderNumber} is cancelled; ${order.email} is told by email.\n`);
        console.log(orderText(order, money));
      });
    }
    const lines = values.line?.map(refundLine);
    return withOwnerServices(site, 'orders', async ({ orders, money }) => {
      let amountCents: number | undefined;
      if (values.amount !== undefined) {
        // The amount is in the order's currency, whose minor units decide what "12.50" is.
        const { currencyCode } = await orders.show(reference!);
        amountCents = decimalToCents(values.amount.trim(), currencyCode);
        if (amountCents === undefined || amountCents <= 0) throw new UsageError(`--amount takes a positive amount such as 12.50, not "${values.amount}"`);
      }
      const request = checked(RefundRequest, { amountCents, lines, restock, reason: values.reason });
      const before = (await orders.show(reference!)).refundedCents;
      const order = await orders.refund(reference!, request);
      console.log(`Refunded ${money(order.refundedCents - before)} of order ${order.orderNumber}; ${order.email} is told by email.\n`);
      console.log(orderText(order, money));
    });
  },
};
