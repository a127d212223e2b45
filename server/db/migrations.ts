// The schema as an ordered list of Kysely migrations, one list for SQLite and PostgreSQL. The first one also
// adopts a SQLite file made by releases before Kysely (its tables exist already: every create is "if not exists").
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { siteUsersMigration } from './site-users-migration';

export type Dialect = 'sqlite' | 'postgres';

/** Epoch milliseconds outgrow 32 bits: bigint on PostgreSQL (read back as numbers), INTEGER affinity on SQLite. */
const TIME = 'bigint';

async function hasColumn(db: Kysely<any>, table: string, column: string): Promise<boolean> {
  const tables = await db.introspection.getTables();
  return tables.some((t) => t.name === table && t.columns.some((c) => c.name === column));
}

function baseline(dialect: Dialect): Migration {
  return {
    async up(db) {
      await db.schema.createTable('products').ifNotExists()
        .addColumn('item_id', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('product_type', 'text', (c) => c.notNull())
        .addColumn('is_subscribable', 'integer', (c) => c.notNull())
        .addColumn('subscription', 'text')
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('form_id', 'text')
        .addColumn('option_names', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createTable('variants').ifNotExists()
        .addColumn('sku', 'text', (c) => c.primaryKey())
        .addColumn('item_id', 'text', (c) => c.notNull().references('products.item_id'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('attributes', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('sale_price_cents', 'integer', (c) => c.notNull())
        .addColumn('on_sale', 'integer', (c) => c.notNull())
        .addColumn('unlimited', 'integer', (c) => c.notNull())
        .addColumn('qty_in_stock', 'integer', (c) => c.notNull())
        .addColumn('content_qty', 'integer', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('variant_id', 'text')
        .execute();
      // A file of the release before variant ids has the table without the column.
      if (dialect === 'sqlite' && !(await hasColumn(db, 'variants', 'variant_id'))) {
        await db.schema.alterTable('variants').addColumn('variant_id', 'text').execute();
      }
      await db.schema.createIndex('variants_by_item').ifNotExists().on('variants').columns(['item_id', 'position']).execute();

      await db.schema.createTable('carts').ifNotExists()
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', TIME, (c) => c.notNull())
        .addColumn('updated_at', TIME, (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_purchased', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('order_id', 'text')
        .execute();
      await db.schema.createTable('cart_entries').ifNotExists()
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
        .addColumn('item_id', 'text', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity BETWEEN 1 AND 9999`))
        .addColumn('additional_fields', 'text')
        .addColumn('created_at', TIME, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('cart_entries_by_cart').ifNotExists().on('cart_entries').columns(['cart_id', 'created_at']).execute();

      await db.schema.createTable('idempotency_keys').ifNotExists()
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'integer')
        .addColumn('body', 'text')
        .addColumn('cart_token', 'text')
        .addColumn('created_at', TIME, (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_by_age').ifNotExists().on('idempotency_keys').column('created_at').execute();

      await db.schema.createTable('meta').ifNotExists()
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await db.schema.createTable('subscription_carts').ifNotExists()
        .addColumn('token', 'text', (c) => c.primaryKey())
        .addColumn('item_id', 'text', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('additional_fields', 'text')
        .addColumn('created_at', TIME, (c) => c.notNull())
        .execute();

      await db.schema.createTable('restock_signups').ifNotExists()
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('variant_id', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_key', 'text', (c) => c.notNull())
        .addColumn('join_mailing_list', 'integer', (c) => c.notNull())
        .addColumn('created_at', TIME, (c) => c.notNull())
        .addColumn('notified_at', TIME)
        .addUniqueConstraint('restock_signups_one_per_address', ['product_id', 'variant_id', 'email_key'])
        .execute();
      await db.schema.createIndex('restock_signups_by_variant').ifNotExists().on('restock_signups')
        .columns(['product_id', 'variant_id', 'created_at', 'id']).execute();

      await db.schema.createTable('form_submission_keys').ifNotExists()
        .addColumn('key_hash', 'text', (c) => c.primaryKey())
        .addColumn('visitor', 'text', (c) => c.notNull())
        .addColumn('created_at', TIME, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('form_submission_keys_by_age').ifNotExists().on('form_submission_keys').column('created_at').execute();

      await db.schema.createTable('form_submissions').ifNotExists()
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('form_id', 'text', (c) => c.notNull())
        .addColumn('form_values', 'text', (c) => c.notNull())
        .addColumn('page_title', 'text')
        .addColumn('page_id', 'text')
        .addColumn('content_source', 'text')
        .addColumn('page_path', 'text')
        .addColumn('created_at', TIME, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('form_submissions_by_form').ifNotExists().on('form_submissions').columns(['form_id', 'created_at']).execute();

      await db.schema.createTable('newsletter_subscribers').ifNotExists()
        .addColumn('email_key', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('form_id', 'text', (c) => c.notNull())
        .addColumn('page_path', 'text')
        .addColumn('created_at', TIME, (c) => c.notNull())
        .execute();
    },
  };
}

/** Cart lines keep their order without SQLite's rowid; rate-limit windows shared by every instance. */
function lineOrderAndRateLimits(dialect: Dialect): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('cart_entries').addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      if (dialect === 'sqlite') await sql`UPDATE cart_entries SET seq = rowid`.execute(db);
      await db.schema.createTable('rate_limits')
        .addColumn('bucket', 'text', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('reset_at', TIME, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_limits_by_reset').on('rate_limits').column('reset_at').execute();
    },
  };
}

/** Owner API keys: stored as hashes, each with a role (spec §6), revocable. */
const ownerApiKeys: Migration = {
  async up(db) {
    await db.schema.createTable('api_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('key_prefix', 'text', (c) => c.notNull())
      .addColumn('created_at', TIME, (c) => c.notNull())
      .addColumn('last_used_at', TIME)
      .addColumn('revoked_at', TIME)
      .execute();
  },
};

/**
 * Selling: orders and their lines, payments, issued gift cards and their ledger, coupon use, download grants,
 * the email outbox, billed subscriptions, seen webhook events and named counters (order numbers).
 */
const selling: Migration = {
  async up(db) {
    await db.schema.createTable('counters')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createTable('orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_number', 'integer', (c) => c.notNull().unique())
      .addColumn('cart_id', 'text')
      .addColumn('checkout_key', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_key', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('payment_status', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
      .addColumn('discount_cents', 'integer', (c) => c.notNull())
      .addColumn('shipping_cents', 'integer', (c) => c.notNull())
      .addColumn('tax_cents', 'integer', (c) => c.notNull())
      .addColumn('gift_card_cents', 'integer', (c) => c.notNull())
      .addColumn('grand_total_cents', 'integer', (c) => c.notNull())
      .addColumn('amount_due_cents', 'integer', (c) => c.notNull())
      .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('coupon_code', 'text')
      .addColumn('shipping_address', 'text')
      .addColumn('shipping_option', 'text')
      .addColumn('tax_lines', 'text', (c) => c.notNull())
      .addColumn('test_mode', 'integer', (c) => c.notNull())
      .addColumn('access_token_hash', 'text', (c) => c.notNull())
      .addColumn('tracking_number', 'text')
      .addColumn('tracking_url', 'text')
      .addColumn('fulfilled_at', TIME)
      .addColumn('cancelled_at', TIME)
      .addColumn('created_at', TIME, (c) => c.notNull())
      .addColumn('updated_at', TIME, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('orders_by_created').on('orders').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('orders_by_status').on('orders').columns(['status', 'created_at']).execute();
    await db.schema.createTable('order_lines')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('product_type', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
      .addColumn('list_price_cents', 'integer', (c) => c.notNull())
      .addColumn('attributes', 'text', (c) => c.notNull())
      .addColumn('additional_fields', 'text')
      .addColumn('refunded_quantity', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('restocked_quantity', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('order_lines_by_order').on('order_lines').columns(['order_id', 'position']).execute();
    await db.schema.createTable('payments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('checkout_key', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text')
      .addColumn('subscription_id', 'text')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_ref', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('test_mode', 'integer', (c) => c.notNull())
      .addColumn('failure', 'text')
      .addColumn('created_at', TIME, (c) => c.notNull())
      .addColumn('updated_at', TIME, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payments_by_status').on('payments').columns(['status', 'updated_at']).execute();
    await db.schema.createIndex('payments_by_order').on('payments').column('order_id').execute();
    await db.schema.createIndex('payments_by_provider_ref').on('payments').columns(['provider', 'provider_ref']).execute();
    await db.schema.createTable('gift_cards')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('code_hash', 'text', (c) => c.notNull().unique())
      .addColumn('code_last4', 'text', (c) => c.notNull())
      .addColumn('initial_cents', 'integer', (c) => c.notNull())
      .addColumn('balance_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text')
      .addColumn('order_line_id', 'text')
      .addColumn('recipient_email', 'text')
      .addColumn('created_at', TIME, (c) => c.notNull())
      .addColumn('disabled_at', TIME)
      .execute();
    await db.schema.createTable('gift_card_ledger')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('gift_card_id', 'text', (c) => c.notNull().references('gift_cards.id'))
      .addColumn('order_id', 'text')
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_at', TIME, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('gift_card_ledger_by_card').on('gift_card_ledger').column('gift_card_id').execute();
    await db.schema.createIndex('gift_card_ledger_by_order').on('gift_card_ledger').column('order_id').execute();
    await db.schema.createTable('coupon_usage')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('uses', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createTable('coupon_redemptions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('email_key', 'text', (c) => c.notNull())
      .addColumn('created_at', TIME, (c) => c.notNull())
      .addColumn('released_at', TIME)
      .execute();
    await db.schema.createIndex('coupon_redemptions_by_customer').on('coupon_redemptions').columns(['code', 'email_key']).execute();
    await db.schema.createTable('downloads')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('order_line_id', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('expires_at', TIME, (c) => c.notNull())
      .addColumn('max_downloads', 'integer', (c) => c.notNull())
      .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('revoked_at', TIME)
      .addColumn('created_at', TIME, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('downloads_by_order').on('downloads').column('order_id').execute();
    await db.schema.createTable('outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('template', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', TIME, (c) => c.notNull())
      .addColumn('locked_until', TIME)
      .addColumn('sent_at', TIME)
      .addColumn('last_error', 'text')
      .addColumn('created_at', TIME, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
    await db.schema.createTable('subscriptions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('period_value', 'integer', (c) => c.notNull())
      .addColumn('period_unit', 'text', (c) => c.notNull())
      .addColumn('cycles_total', 'integer', (c) => c.notNull())
      .addColumn('cycles_billed', 'integer', (c) => c.notNull())
      .addColumn('next_billing_at', TIME, (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('payment_method', 'text', (c) => c.notNull())
      .addColumn('test_mode', 'integer', (c) => c.notNull())
      .addColumn('manage_token_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', TIME, (c) => c.notNull())
      .addColumn('updated_at', TIME, (c) => c.notNull())
      .addColumn('cancelled_at', TIME)
      .execute();
    await db.schema.createIndex('subscriptions_due').on('subscriptions').columns(['status', 'next_billing_at']).execute();
    await db.schema.createTable('subscription_charges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id'))
      .addColumn('cycle', 'integer', (c) => c.notNull())
      .addColumn('attempt', 'integer', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('payment_id', 'text')
      .addColumn('failure', 'text')
      .addColumn('created_at', TIME, (c) => c.notNull())
      .addUniqueConstraint('subscription_charges_once', ['subscription_id', 'cycle', 'attempt'])
      .execute();
    await db.schema.createTable('webhook_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('received_at', TIME, (c) => c.notNull())
      .execute();
  },
};

/** The carrier an order shipped with, beside its tracking number. */
const orderCarrier: Migration = {
  async up(db) {
    await db.schema.alterTable('orders').addColumn('carrier', 'text').execute();
  },
};

/** Form submissions posted to their form's webhooks: one row per (submission, URL), retried, kept when failed. */
const formWebhooks: Migration = {
  async up(db) {
    await db.schema.createTable('form_webhook_deliveries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('form_id', 'text', (c) => c.notNull())
      .addColumn('submission_id', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', TIME, (c) => c.notNull())
      .addColumn('locked_until', TIME)
      .addColumn('last_status', 'integer')
      .addColumn('last_error', 'text')
      .addColumn('delivered_at', TIME)
      .addColumn('created_at', TIME, (c) => c.notNull())
      .addUniqueConstraint('form_webhook_deliveries_once', ['submission_id', 'url'])
      .execute();
    await db.schema.createIndex('form_webhook_deliveries_due').on('form_webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  },
};

/**
 * Back-in-stock notices that email: each sign-up's unsubscribe token (hash) and unsubscribe time, and per variant
 * the automatic notices of its current stock episode and when their last wave went out (server/restock/restock-waves.ts).
 */
const restockNotices: Migration = {
  async up(db) {
    await db.schema.alterTable('restock_signups').addColumn('unsubscribe_token_hash', 'text').execute();
    await db.schema.alterTable('restock_signups').addColumn('unsubscribed_at', TIME).execute();
    await db.schema.createIndex('restock_signups_by_unsubscribe_token').on('restock_signups').column('unsubscribe_token_hash').execute();
    await db.schema.createTable('restock_waves')
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('variant_id', 'text', (c) => c.notNull())
      .addColumn('episode_notices', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_wave_at', TIME)
      .addPrimaryKeyConstraint('restock_waves_pk', ['product_id', 'variant_id'])
      .execute();
  },
};

/**
 * Newsletter consent: double opt-in (pending until the emailed link is followed), unsubscribing and where each
 * sign-up came from. Rows from before it were subscribed by the form at once: they stay subscribed, marked as
 * single opt-in with their sign-up time as their consent time (nothing more was recorded then).
 */
const newsletterConsent: Migration = {
  async up(db) {
    const table = () => db.schema.alterTable('newsletter_subscribers');
    await table().addColumn('status', 'text', (c) => c.notNull().defaultTo('subscribed')).execute();
    await table().addColumn('source', 'text', (c) => c.notNull().defaultTo('form')).execute();
    await table().addColumn('product_id', 'text').execute();
    await table().addColumn('opt_in', 'text', (c) => c.notNull().defaultTo('single')).execute();
    await table().addColumn('requested_at', TIME, (c) => c.notNull().defaultTo(0)).execute();
    await table().addColumn('confirmed_at', TIME).execute();
    await table().addColumn('unsubscribed_at', TIME).execute();
    await table().addColumn('token_key', 'text').execute();
    await table().addColumn('confirm_token_hash', 'text').execute();
    await table().addColumn('confirm_issued_at', TIME).execute();
    await table().addColumn('confirm_sent_at', TIME).execute();
    await table().addColumn('unsubscribe_token_hash', 'text').execute();
    await db.updateTable('newsletter_subscribers')
      .set((eb) => ({ requested_at: eb.ref('created_at'), confirmed_at: eb.ref('created_at') }))
      .execute();
    await db.schema.createIndex('newsletter_by_confirm_token').on('newsletter_subscribers').column('confirm_token_hash').execute();
    await db.schema.createIndex('newsletter_by_unsubscribe_token').unique().on('newsletter_subscribers').column('unsubscribe_token_hash').execute();
    await db.schema.createIndex('newsletter_by_status').on('newsletter_subscribers').columns(['status', 'created_at', 'email_key']).execute();
    await db.schema.createIndex('newsletter_by_created').on('newsletter_subscribers').columns(['created_at', 'email_key']).execute();
  },
};

/** Spent captcha solutions and form tickets, so each serves one submission on every instance. */
const captchaSpent: Migration = {
  async up(db) {
    await db.schema.createTable('captcha_spent')
      .addColumn('proof_hash', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', TIME, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('captcha_spent_by_expiry').on('captcha_spent').column('expires_at').execute();
  },
};

/** Every migration by name (Kysely runs them in name order); exported for the tests that migrate step by step. */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-baseline': baseline(dialect),
    '0002-line-order-and-rate-limits': lineOrderAndRateLimits(dialect),
    '0003-owner-api-keys': ownerApiKeys,
    '0004-selling': selling,
    '0005-order-carrier': orderCarrier,
    '0006-form-webhooks': formWebhooks,
    '0007-newsletter-consent': newsletterConsent,
    '0008-restock-notices': restockNotices,
    '0009-site-users': siteUsersMigration,
    '0010-captcha-spent': captchaSpent,
  };
}

/** Brings the schema up to date; safe to run from several instances at once (the migrator takes a lock). */
export async function migrate(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`database migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
