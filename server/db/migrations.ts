// The SQLite schema, as an ordered list of migrations; PRAGMA user_version records how many have run.
import type { Db } from './database';

const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE products (
    item_id          TEXT PRIMARY KEY,
    title            TEXT NOT NULL,
    url              TEXT NOT NULL,
    product_type     TEXT NOT NULL,
    is_subscribable  INTEGER NOT NULL,
    subscription     TEXT,               -- JSON {billingPeriod, numBillingCycles} or NULL
    currency         TEXT NOT NULL,
    image            TEXT,               -- JSON {assetUrl, altText} or NULL
    form_id          TEXT,
    option_names     TEXT NOT NULL,      -- JSON array, in variantOptionOrdering order
    active           INTEGER NOT NULL DEFAULT 1
  );
  CREATE TABLE variants (
    sku              TEXT PRIMARY KEY,
    item_id          TEXT NOT NULL REFERENCES products(item_id),
    position         INTEGER NOT NULL,
    attributes       TEXT NOT NULL,      -- JSON {optionName: value}
    price_cents      INTEGER NOT NULL,
    sale_price_cents INTEGER NOT NULL,
    on_sale          INTEGER NOT NULL,
    unlimited        INTEGER NOT NULL,
    qty_in_stock     INTEGER NOT NULL,   -- live stock
    content_qty      INTEGER NOT NULL,   -- the stock content/ last declared
    active           INTEGER NOT NULL DEFAULT 1
  );
  CREATE INDEX variants_by_item ON variants(item_id, position);

  CREATE TABLE carts (
    id           TEXT PRIMARY KEY,
    token_hash   TEXT NOT NULL UNIQUE,
    created_at   INTEGER NOT NULL,
    updated_at   INTEGER NOT NULL,
    version      INTEGER NOT NULL DEFAULT 0,
    is_purchased INTEGER NOT NULL DEFAULT 0,
    order_id     TEXT
  );
  CREATE TABLE cart_entries (
    id                TEXT PRIMARY KEY,
    cart_id           TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    item_id           TEXT NOT NULL,
    sku               TEXT NOT NULL,
    quantity          INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 9999),
    additional_fields TEXT,              -- canonical JSON of the form values, or NULL
    created_at        INTEGER NOT NULL
  );
  CREATE INDEX cart_entries_by_cart ON cart_entries(cart_id, created_at);

  CREATE TABLE idempotency_keys (
    scope        TEXT NOT NULL,
    key          TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status       INTEGER,                -- NULL while the first request is still running
    body         TEXT,
    cart_token   TEXT,                   -- set when that request created the visitor's cart
    created_at   INTEGER NOT NULL,
    PRIMARY KEY (scope, key)
  );
  CREATE INDEX idempotency_keys_by_age ON idempotency_keys(created_at);

  CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );

  CREATE TABLE subscription_carts (
    token             TEXT PRIMARY KEY,
    item_id           TEXT NOT NULL,
    sku               TEXT NOT NULL,
    quantity          INTEGER NOT NULL,
    unit_price_cents  INTEGER NOT NULL,
    currency          TEXT NOT NULL,
    additional_fields TEXT,
    created_at        INTEGER NOT NULL
  );
  `,
  // 2: back-in-stock sign-ups (spec §3 restock payload), one per product, variant and address.
  `
  CREATE TABLE restock_signups (
    id                TEXT PRIMARY KEY,
    product_id        TEXT NOT NULL,
    variant_id        TEXT NOT NULL,
    email             TEXT NOT NULL,      -- as the visitor typed it (trimmed)
    email_key         TEXT NOT NULL,      -- lower-cased: one sign-up per address whatever its case
    join_mailing_list INTEGER NOT NULL,
    created_at        INTEGER NOT NULL,
    notified_at       INTEGER,            -- NULL while pending
    UNIQUE (product_id, variant_id, email_key)
  );
  CREATE INDEX restock_signups_by_variant ON restock_signups(product_id, variant_id, created_at, id);
  `,
  // 3: site forms (spec §3 site form submission): single-use submission keys, stored submissions, newsletter sign-ups.
  `
  CREATE TABLE form_submission_keys (
    key_hash    TEXT PRIMARY KEY,        -- sha256 of the key handed to the visitor
    visitor     TEXT NOT NULL,           -- sha256 of the visitor's crumb: a key serves only who asked for it
    created_at  INTEGER NOT NULL
  );
  CREATE INDEX form_submission_keys_by_age ON form_submission_keys(created_at);

  CREATE TABLE form_submissions (
    id             TEXT PRIMARY KEY,
    form_id        TEXT NOT NULL,
    form_values    TEXT NOT NULL,        -- canonical JSON of the values, keyed by field id
    page_title     TEXT,
    page_id        TEXT,
    content_source TEXT,                 -- 'i' item page, 'c' collection or page
    page_path      TEXT,
    created_at     INTEGER NOT NULL
  );
  CREATE INDEX form_submissions_by_form ON form_submissions(form_id, created_at);

  CREATE TABLE newsletter_subscribers (
    email_key   TEXT PRIMARY KEY,        -- lower-cased: one sign-up per address whatever its case
    email       TEXT NOT NULL,           -- as first typed (trimmed)
    form_id     TEXT NOT NULL,
    page_path   TEXT,
    created_at  INTEGER NOT NULL
  );
  `,
  // 4: the content's variant id on each catalog variant (restock sign-ups name variants by it).
  `
  ALTER TABLE variants ADD COLUMN variant_id TEXT;
  `,
];

export function migrate(db: Db): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  for (let index = applied; index < MIGRATIONS.length; index++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[index]);
      db.pragma(`user_version = ${index + 1}`);
    })();
  }
}
