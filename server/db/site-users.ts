// SQL for visitor accounts: the accounts, their sessions (by the hash of the id the signed cookie carries),
// single-use emailed link tokens (hashed) and member-area memberships.
import type { Selectable } from 'kysely';
import type {
  Executor, SiteUserMembershipsTable, SiteUserSessionsTable, SiteUsersTable, SiteUserTokensTable,
} from './schema';

export type SiteUserRow = Selectable<SiteUsersTable>;
export type SiteUserSessionRow = Selectable<SiteUserSessionsTable>;
export type SiteUserTokenRow = Selectable<SiteUserTokensTable>;
export type MembershipRow = Selectable<SiteUserMembershipsTable>;
export type TokenPurpose = 'verify' | 'reset' | 'email';

export interface NewSiteUser {
  id: string;
  email: string;
  emailKey: string;
  passwordHash: string;
  now: number;
}

export function createSiteUserStore(q: Executor) {
  return {
    /** Creates the account unless its address has one; true when it was created. */
    async insert(user: NewSiteUser): Promise<boolean> {
      const result = await q.insertInto('site_users').values({
        id: user.id, email: user.email, email_key: user.emailKey, password_hash: user.passwordHash, verified_at: null,
        language: null, created_at: user.now, updated_at: user.now, last_sign_in_at: null,
      }).onConflict((oc) => oc.column('email_key').doNothing()).executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },

    byId: (id: string): Promise<SiteUserRow | undefined> =>
      q.selectFrom('site_users').selectAll().where('id', '=', id).executeTakeFirst(),

    byEmailKey: (emailKey: string): Promise<SiteUserRow | undefined> =>
      q.selectFrom('site_users').selectAll().where('email_key', '=', emailKey).executeTakeFirst(),

    /** Every account, oldest first (the owner's `kiosk accounts list`). */
    all: (): Promise<SiteUserRow[]> => q.selectFrom('site_users').selectAll().orderBy('created_at').orderBy('email_key').execute(),

    async markVerified(id: string, email: string, now: number): Promise<void> {
      // Only the address the link was sent to is confirmed: a later change of address needs its own link.
      await q.updateTable('site_users').set({ verified_at: now, updated_at: now })
        .where('id', '=', id).where('email', '=', email).where('verified_at', 'is', null).execute();
    },

    async setPassword(id: string, passwordHash: string, now: number): Promise<void> {
      await q.updateTable('site_users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', id).execute();
    },

    async setLanguage(id: string, language: string, now: number): Promise<void> {
      await q.updateTable('site_users').set({ language, updated_at: now }).where('id', '=', id).execute();
    },

    /** Moves the account to a confirmed new address; false when another account took that address meanwhile. */
    async setEmail(id: string, email: string, emailKey: string, now: number): Promise<boolean> {
      const taken = await q.selectFrom('site_users').select('id').where('email_key', '=', emailKey).where('id', '!=', id).executeTakeFirst();
      if (taken) return false;
      await q.updateTable('site_users').set({ email, email_key: emailKey, verified_at: now, updated_at: now }).where('id', '=', id).execute();
      return true;
    },

    async touchSignIn(id: string, now: number): Promise<void> {
      await q.updateTable('site_users').set({ last_sign_in_at: now }).where('id', '=', id).execute();
    },

    /** Deletes the account with its sessions, links, memberships and cart links (orders stay). */
    async delete(id: string): Promise<void> {
      await q.deleteFrom('site_user_sessions').where('site_user_id', '=', id).execute();
      await q.deleteFrom('site_user_tokens').where('site_user_id', '=', id).execute();
      await q.deleteFrom('site_user_memberships').where('site_user_id', '=', id).execute();
      await q.deleteFrom('site_user_carts').where('site_user_id', '=', id).execute();
      await q.deleteFrom('site_users').where('id', '=', id).execute();
    },
  };
}

export function createSiteUserSessionStore(q: Executor) {
  return {
    async insert(row: SiteUserSessionRow): Promise<void> {
      await q.insertInto('site_user_sessions').values(row).execute();
    },

    /** The live session of `idHash`; an expired one counts as none. */
    live: (idHash: string, now: number): Promise<SiteUserSessionRow | undefined> =>
      q.selectFrom('site_user_sessions').selectAll().where('id_hash', '=', idHash).where('expires_at', '>', now).executeTakeFirst(),

    async delete(idHash: string): Promise<void> {
      await q.deleteFrom('site_user_sessions').where('id_hash', '=', idHash).execute();
    },

    /** Ends every session of the account but `keepIdHash` (a password change keeps the browser that made it). */
    async deleteAllOf(siteUserId: string, keepIdHash?: string): Promise<void> {
      let query = q.deleteFrom('site_user_sessions').where('site_user_id', '=', siteUserId);
      if (keepIdHash !== undefined) query = query.where('id_hash', '!=', keepIdHash);
      await query.execute();
    },

    async setXsrfHash(idHash: string, xsrfHash: string): Promise<void> {
      await q.updateTable('site_user_sessions').set({ xsrf_hash: xsrfHash }).where('id_hash', '=', idHash).execute();
    },

    async purgeExpired(now: number): Promise<void> {
      await q.deleteFrom('site_user_sessions').where('expires_at', '<=', now).execute();
    },
  };
}

export function createSiteUserTokenStore(q: Executor) {
  return {
    async insert(row: Omit<SiteUserTokenRow, 'used_at'>): Promise<void> {
      await q.insertInto('site_user_tokens').values({ ...row, used_at: null }).execute();
    },

    find: (tokenHash: string): Promise<SiteUserTokenRow | undefined> =>
      q.selectFrom('site_user_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

    /** Spends the token: true for the one caller that found it unused and unexpired (a conditional update). */
    async use(tokenHash: string, now: number): Promise<boolean> {
      const result = await q.updateTable('site_user_tokens').set({ used_at: now })
        .where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The address of the account's newest unused, unexpired link of `purpose` (a pending email change). */
    async pendingEmail(siteUserId: string, purpose: TokenPurpose, now: number): Promise<string | undefined> {
      const row = await q.selectFrom('site_user_tokens').select('email')
        .where('site_user_id', '=', siteUserId).where('purpose', '=', purpose).where('used_at', 'is', null).where('expires_at', '>', now)
        .orderBy('created_at', 'desc').executeTakeFirst();
      return row?.email;
    },

    /** Forgets links that expired before `cutoff` (used or not: they can never work again). */
    async purgeExpiredBefore(cutoff: number): Promise<void> {
      await q.deleteFrom('site_user_tokens').where('expires_at', '<', cutoff).execute();
    },

    /** Retires the account's unused links of `purpose` (a newer one replaces them). */
    async retire(siteUserId: string, purpose: TokenPurpose, now: number): Promise<void> {
      await q.updateTable('site_user_tokens').set({ used_at: now })
        .where('site_user_id', '=', siteUserId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
    },
  };
}

export function createMembershipStore(q: Executor) {
  return {
    /** Grants `areaId` to the account; a repeat keeps the first grant. */
    async grant(siteUserId: string, areaId: string, source: string, now: number): Promise<void> {
      await q.insertInto('site_user_memberships').values({ site_user_id: siteUserId, area_id: areaId, source, granted_at: now })
        .onConflict((oc) => oc.columns(['site_user_id', 'area_id']).doNothing()).execute();
    },

    /** Withdraws every grant `source` made (a refunded or cancelled membership order). */
    async revokeBySource(source: string): Promise<void> {
      await q.deleteFrom('site_user_memberships').where('source', '=', source).execute();
    },

    async areasOf(siteUserId: string): Promise<string[]> {
      const rows = await q.selectFrom('site_user_memberships').select('area_id').where('site_user_id', '=', siteUserId).orderBy('area_id').execute();
      return rows.map((row) => row.area_id);
    },
  };
}

/** For the members-pages work: grants a member area to an account inside the caller's transaction. */
export async function grantMembership(trx: Executor, siteUserId: string, areaId: string, source: string, now: number = Date.now()): Promise<void> {
  await createMembershipStore(trx).grant(siteUserId, areaId, source, now);
}
