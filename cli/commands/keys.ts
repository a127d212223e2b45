/** `kiosk keys create|list|revoke`: the owner API keys in the store's database (DATABASE_URL, else KIOSK_DB). */
import { OWNER_ROLE_NAMES, ROLE_PERMISSIONS } from '../../schemas/owner-roles';
import { apiOptionsFromEnv, createApiKeyService, openDatabase, type ApiKeyInfo } from '../../server';
import { parseCommandArgs, UsageError, type Command } from '../command';
import { resolveSite, siteHelp, SITE_OPTION } from '../site/resolve-site';

const when = (ms: number | null): string => (ms === null ? '-' : new Date(ms).toISOString().slice(0, 16).replace('T', ' '));

function table(keys: readonly ApiKeyInfo[]): string {
  const rows = [['id', 'name', 'role', 'key', 'created', 'last used', 'revoked'],
    ...keys.map((k) => [k.id, k.name, k.role, k.prefix, when(k.createdAt), when(k.lastUsedAt), when(k.revokedAt)])];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd()).join('\n');
}

export const keysCommand: Command = {
  name: 'keys',
  help: `Usage: kiosk keys create --role <role> [--name <name>]
       kiosk keys list
       kiosk keys revoke <id>

Owner API keys: owner routes take "Authorization: Bearer <key>", and the key's role decides what it may do.
create prints the new key once (only its hash is stored); list shows every key, revoke stops one at once.
The keys live in the store's database: DATABASE_URL when set, else the SQLite file KIOSK_DB (data/kiosk.db).

Roles: ${OWNER_ROLE_NAMES.map((role) => `${role}${ROLE_PERMISSIONS[role].length > 0 ? ` (${ROLE_PERMISSIONS[role].join(', ')})` : ''}`).join(', ')}.

Options:
  --role <role>  the new key's role (create)
  --name <name>  what the key is for, shown by list (create; default: the role)
${siteHelp(13)}
  -h, --help     show this help`,
  async run(args) {
    const { values, positionals } = parseCommandArgs(args, { ...SITE_OPTION, role: { type: 'string' }, name: { type: 'string' } }, true);
    const [action, ...rest] = positionals;
    if (action !== 'create' && action !== 'list' && action !== 'revoke') throw new UsageError('expected create, list or revoke');
    if (action === 'create' && !values.role) throw new UsageError(`create needs --role (one of ${OWNER_ROLE_NAMES.join(', ')})`);
    if (action === 'revoke' && rest.length !== 1) throw new UsageError('revoke needs the id of one key (see kiosk keys list)');

    const env = apiOptionsFromEnv(resolveSite(values.site).root);
    const database = await openDatabase({ url: env.databaseUrl, file: env.dbFile });
    try {
      const keys = createApiKeyService(database.db);
      if (action === 'create') {
        const issued = await keys.issue(values.role!, values.name ?? '');
        console.log(`Created key ${issued.info.id} (${issued.info.name}, role ${issued.info.role}). It is shown this once:\n\n  ${issued.key}\n`);
      } else if (action === 'list') {
        const all = await keys.list();
        console.log(all.length === 0 ? 'No owner API keys yet: create one with `kiosk keys create --role STORE_MANAGER`.' : table(all));
      } else {
        await keys.revoke(rest[0]);
        console.log(`Revoked key ${rest[0]}.`);
      }
      return 0;
    } catch (error) {
      // A refusal (an unknown role or key) is the user's to fix: say it without a stack.
      if (error instanceof Error && error.name === 'DomainError') {
        console.error(`kiosk keys: ${error.message}`);
        return 1;
      }
      throw error;
    } finally {
      await database.close();
    }
  },
};
