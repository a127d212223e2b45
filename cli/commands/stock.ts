/** `kiosk stock set|add|list`: the live stock of the store's variants, through the same rules as PUT /api/owner/stock. */
import { StockRequest } from '../../schemas/owner-orders';
import { UsageError, type Command } from '../command';
import { resolveSite, siteHelp, takeSiteOption } from '../site/resolve-site';
import { checked, table, withOwnerServices } from './orders';

/** A negative number: "-3" takes three units off. */
const NEGATIVE = /^-\d+$/;

function whole(text: string | undefined, what: string): number {
  if (text === undefined || !/^-?\d{1,10}$/.test(text)) throw new UsageError(`${what} is a whole number, not "${text ?? ''}"`);
  return Number(text);
}

export const stockCommand: Command = {
  name: 'stock',
  help: `Usage: kiosk stock set <sku> <quantity>
       kiosk stock add <sku> <n>
       kiosk stock list

The live stock of the store's variants, in its database (DATABASE_URL when set, else the SQLite file KIOSK_DB).
set      the variant now has <quantity> units
add      <n> more units (a negative <n> takes units off, never below zero)
list     every variant with its stock ("unlimited" for variants that never run out)

Content's qtyInStock still counts: when content/ declares a different stock, the next server start moves the live
stock by the difference.

A raise emails the variant's back-in-stock sign-ups, oldest first, at most one per unit in stock (README,
"Back-in-stock notifications").

Options:
${siteHelp()}
  -h, --help    show this help

Exit codes: 0 done, 1 bad input, an unknown sku, an unlimited variant or a change below zero.`,
  async run(args) {
    // No options but --help (main answers it), so arguments are read by hand: parseArgs would take "-3" for a flag.
    const { site: siteOption, rest } = takeSiteOption(args);
    const site = resolveSite(siteOption);
    const words = rest.filter((arg) => arg !== '--');
    const option = words.find((arg) => arg.startsWith('-') && !NEGATIVE.test(arg));
    if (option) throw new UsageError(`unknown option ${option}`);
    const [action, sku, amount, ...extra] = words;
    if (action !== 'set' && action !== 'add' && action !== 'list') throw new UsageError('expected set, add or list');
    if (action === 'list') {
      if (sku !== undefined) throw new UsageError('list takes no arguments');
      return withOwnerServices(site, 'stock', async ({ stock }) => {
        const sheet = await stock.sheet();
        if (sheet.length === 0) {
          console.log('No variants yet: the catalog is seeded from content/ when the server starts.');
          return;
        }
        console.log(table([
          ['sku', 'product', 'variant', 'stock'],
          ...sheet.map((row) => [row.sku, row.title, row.variant, row.unlimited ? 'unlimited' : String(row.qtyInStock)]),
        ]));
      });
    }
    if (sku === undefined || amount === undefined || extra.length > 0) throw new UsageError(`${action} needs a sku and a number: kiosk stock ${action} <sku> <n>`);
    const request = checked(StockRequest, action === 'set' ? { quantity: whole(amount, 'quantity') } : { adjustBy: whole(amount, 'n') });
    return withOwnerServices(site, 'stock', async ({ stock }) => {
      const level = await stock.change(sku, request);
      console.log(`${level.sku} now has ${level.qtyInStock} in stock.`);
    });
  },
};
