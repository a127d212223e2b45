/** `kiosk accounts list`: the store's visitor accounts (DATABASE_URL, else KIOSK_DB), for the owner. */
import { apiOptionsFromEnv, listAccounts, openDatabase, type AccountListing } from '../../server';
import { parseCommandArgs, UsageError, type Command } from '../command';
import { resolveSite, siteHelp, SITE_OPTION } from '../site/resolve-site';

const when = (ms: number | null): string => (ms === null ? '-' : new Date(ms).toISOString().slice(0, 16).replace('T', ' '));

function table(accounts: readonly AccountListing[]): string {
  const rows = [['email', 'verified', 'created', 'last sign-in'],
    ...accounts.map((a) => [a.email, a.verified ? 'yes' : 'no', when(a.createdAt), when(a.lastSignInAt)])];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd()).join('\n');
}

export const accountsCommand: Command = {
  name: 'accounts',
  help: `Usage: kiosk accounts list [--json]

The visitor accounts of the store: each address, whether it was confirmed through the emailed link, when the
account was made and when it last signed in (UTC). Passwords are stored only as scrypt hashes and never shown.
The accounts live in the store's database: DATABASE_URL when set, else the SQLite file KIOSK_DB (data/kiosk.db).

Options:
${siteHelp()}
  --json        print the list as JSON
  -h, --help    show this help`,
  async run(args) {
    const { values, positionals } = parseCommandArgs(args, { ...SITE_OPTION, json: { type: 'boolean' } }, true);
    if (positionals.length !== 1 || positionals[0] !== 'list') throw new UsageError('expected list');
    const env = apiOptionsFromEnv(resolveSite(values.site).root);
    const database = await openDatabase({ url: env.databaseUrl, file: env.dbFile });
    try {
      const accounts = await listAccounts(database.db);
      if (values.json) console.log(JSON.stringify(accounts, null, 2));
      else console.log(accounts.length === 0 ? 'No visitor accounts yet.' : table(accounts));
      return 0;
    } finally {
      await database.close();
    }
  },
};
