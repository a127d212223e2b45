// Migration 0009-site-users: visitor accounts, their sessions (hashed ids), single-use emailed links, member-area
// memberships, the carts an account held, and the failed sign-in counts that throttle guessing.
import type { Migration } from 'kysely';

/** Epoch milliseconds: bigint on PostgreSQL, INTEGER affinity on SQLite (as in migrations.ts). */
const TIME = 'bigint';

export const siteUsersMigration: Migration = {
  async up(db) {
    await db.schema.createTable('site_users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_key', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('verified_at', TIME)
      .addColumn('language', 'text')
      .addColumn('created_at', TIME, (c) => c.notNull())
      .addColumn('updated_at', TIME, (c) => c.notNull())
      .addColumn('last_sign_in_at', TIME)
      .execute();

    await db.schema.createTable('site_user_sessions')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('site_user_id', 'text', (c) => c.notNull())
      .addColumn('xsrf_hash', 'text', (c) => c.notNull())
      .addColumn('remember', 'integer', (c) => c.notNull())
      .addColumn('created_at', TIME, (c) => c.notNull())
      .addColumn('expires_at', TIME, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('site_user_sessions_by_user').on('site_user_sessions').column('site_user_id').execute();
    await db.schema.createIndex('site_user_sessions_by_expiry').on('site_user_sessions').column('expires_at').execute();

    await db.schema.createTable('site_user_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('site_user_id', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', TIME, (c) => c.notNull())
      .addColumn('expires_at', TIME, (c) => c.notNull())
      .addColumn('used_at', TIME)
      .execute();
    await db.schema.createIndex('site_user_tokens_by_user').on('site_user_tokens').columns(['site_user_id', 'purpose']).execute();

    await db.schema.createTable('site_user_memberships')
      .addColumn('site_user_id', 'text', (c) => c.notNull())
      .addColumn('area_id', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('granted_at', TIME, (c) => c.notNull())
      .addPrimaryKeyConstraint('site_user_memberships_pk', ['site_user_id', 'area_id'])
      .execute();

    await db.schema.createTable('site_user_carts')
      .addColumn('cart_id', 'text', (c) => c.primaryKey())
      .addColumn('site_user_id', 'text', (c) => c.notNull())
      .addColumn('token_sealed', 'text', (c) => c.notNull())
      .addColumn('linked_at', TIME, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('site_user_carts_by_user').on('site_user_carts').columns(['site_user_id', 'linked_at']).execute();

    await db.schema.createTable('sign_in_throttles')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('last_failure_at', TIME, (c) => c.notNull())
      .addColumn('locked_until', TIME, (c) => c.notNull())
      .execute();
  },
};
