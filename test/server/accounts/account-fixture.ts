// Test fixture: a fresh API with a fake clock and a cheap scrypt cost, visitors who sign up, confirm and sign in,
// and the links the account emails carry (read from the outbox the way a mail client would see them).
import { afterEach } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/database';
import type { KioskApi } from '../../../server/api';
import { freshTestDatabase, testPostgresUrl } from '../../harness/postgres-database';
import { TEST_ENGINE } from '../test-database';
import { freshApi, Visitor, type Answer } from '../visitor';

export const ACCOUNT = '/api/site-users/account';
export const PASSWORD = 'correct horse battery';
/** Cheap enough for many hashes per test file; the format and checks are those of the real cost. */
export const TEST_COST = { N: 1024, r: 8, p: 1 };

export interface AccountWorld {
  api: KioskApi;
  database: Database;
  clock: { now: number };
  visitor(address?: string): Promise<Visitor>;
}

const opened: Database[] = [];

/**
 * A new database on the run's engine, closed (and dropped, on PostgreSQL) when its test ends: these tests make one
 * per test, and dropping them all at the end of a file can outlast a hook's time on a busy machine.
 */
async function worldDatabase(): Promise<Database> {
  if (TEST_ENGINE === 'sqlite') return openDatabase({ file: ':memory:' });
  const made = await freshTestDatabase(testPostgresUrl(), { migrated: true });
  const database = await openDatabase({ url: made.url, poolSize: 3 });
  return { ...database, close: async () => { await database.close(); await made.drop(); } };
}

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

export async function accountWorld(start = Date.UTC(2026, 10, 20, 12)): Promise<AccountWorld> {
  const database = await worldDatabase();
  opened.push(database);
  const opening = Promise.resolve(database);
  const clock = { now: start };
  const api = freshApi({ database: opening, now: () => clock.now, passwordCost: TEST_COST, siteUrl: 'https://shop.example' });
  await api.ready;
  return {
    api, database, clock,
    visitor: (address?: string) => new Visitor(api, address).arrive(),
  };
}

/** The token of the newest account email of `template` sent to `to`. */
export async function emailedToken(database: Database, template: string, to: string): Promise<string> {
  const row = await database.db.selectFrom('outbox').select('payload').where('template', '=', template).where('to_address', '=', to)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  if (!row) throw new Error(`no ${template} email to ${to}`);
  const { linkUrl } = JSON.parse(row.payload) as { linkUrl: string };
  return new URL(linkUrl).searchParams.get('token')!;
}

/** Every account email queued so far, oldest first: template and recipient. */
export async function accountEmails(database: Database): Promise<{ template: string; to: string; payload: Record<string, unknown> }[]> {
  const rows = await database.db.selectFrom('outbox').selectAll().where('template', 'in', ['account-verify', 'password-reset', 'email-change'])
    .orderBy('created_at').execute();
  return rows.map((row) => ({ template: row.template, to: row.to_address, payload: JSON.parse(row.payload) as Record<string, unknown> }));
}

export function signUp(v: Visitor, email: string, password = PASSWORD): Promise<Answer> {
  return v.request(ACCOUNT, { method: 'POST', json: { email, password } });
}

export function signIn(v: Visitor, email: string, password = PASSWORD, rememberMe = false): Promise<Answer> {
  return v.request(`${ACCOUNT}/session`, { method: 'POST', json: { email, password, rememberMe } });
}

/** A visitor with a confirmed account, signed in; `xsrf` is the token sign-in answered. */
export async function signedInVisitor(world: AccountWorld, email: string, options: { verify?: boolean; address?: string } = {}) {
  const v = await world.visitor(options.address);
  const created = await signUp(v, email);
  if (created.status !== 201) throw new Error(`sign-up: ${created.status} ${JSON.stringify(created.body)}`);
  if (options.verify !== false) {
    const token = await emailedToken(world.database, 'account-verify', email);
    const verified = await v.request(`${ACCOUNT}/verification`, { method: 'POST', json: { token } });
    if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  }
  const answer = await signIn(v, email);
  if (answer.status !== 200) throw new Error(`sign-in: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { v, xsrf: answer.body.xsrfToken as string };
}

export const withXsrf = (xsrf: string): Record<string, string> => ({ 'X-SiteUser-XSRF-Token': xsrf });

export async function countRows(database: Database, table: 'site_users' | 'site_user_sessions' | 'site_user_tokens' | 'outbox'): Promise<number> {
  const row = await database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
