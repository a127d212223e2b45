// The tables as Kysely sees them: one set of column types for SQLite and PostgreSQL. Flags are 0/1 integers,
// times epoch milliseconds, JSON documents text, so both engines store and return the same values.
import type { Generated, Kysely, Transaction } from 'kysely';

export interface ProductsTable {
  item_id: string;
  title: string;
  url: string;
  product_type: string;
  is_subscribable: number;
  /** JSON {billingPeriod, numBillingCycles} or null */
  subscription: string | null;
  currency: string;
  /** JSON {assetUrl, altText} or null */
  image: string | null;
  form_id: string | null;
  /** JSON array, in variantOptionOrdering order */
  option_names: string;
  active: Generated<number>;
}

export interface VariantsTable {
  sku: string;
  /** the content's variant id (restock sign-ups name variants by it) */
  variant_id: string | null;
  item_id: string;
  position: number;
  /** JSON {optionName: value} */
  attributes: string;
  price_cents: number;
  sale_price_cents: number;
  on_sale: number;
  unlimited: number;
  /** live stock */
  qty_in_stock: number;
  /** the stock content/ last declared */
  content_qty: number;
  active: Generated<number>;
}

export interface CartsTable {
  id: string;
  token_hash: string;
  created_at: number;
  updated_at: number;
  version: Generated<number>;
  is_purchased: Generated<number>;
  order_id: string | null;
}

export interface CartEntriesTable {
  id: string;
  cart_id: string;
  item_id: string;
  sku: string;
  quantity: number;
  /** canonical JSON of the form values, or null */
  additional_fields: string | null;
  created_at: number;
  /** the line's place in its cart: lines keep the order they were added in */
  seq: number;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  /** null while the first request is still running */
  status: number | null;
  body: string | null;
  /** set when that request created the visitor's cart */
  cart_token: string | null;
  created_at: number;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface SubscriptionCartsTable {
  token: string;
  item_id: string;
  sku: string;
  quantity: number;
  unit_price_cents: number;
  currency: string;
  additional_fields: string | null;
  created_at: number;
}

export interface RestockSignupsTable {
  id: string;
  product_id: string;
  variant_id: string;
  /** as the visitor typed it (trimmed) */
  email: string;
  /** lower-cased: one sign-up per address whatever its case */
  email_key: string;
  join_mailing_list: number;
  created_at: number;
  /** null while pending */
  notified_at: number | null;
}

export interface FormSubmissionKeysTable {
  /** sha256 of the key handed to the visitor */
  key_hash: string;
  /** sha256 of the visitor's crumb: a key serves only who asked for it */
  visitor: string;
  created_at: number;
}

export interface FormSubmissionsTable {
  id: string;
  form_id: string;
  /** canonical JSON of the values, keyed by field id */
  form_values: string;
  page_title: string | null;
  page_id: string | null;
  /** 'i' item page, 'c' collection or page */
  content_source: string | null;
  page_path: string | null;
  created_at: number;
}

export interface NewsletterSubscribersTable {
  email_key: string;
  email: string;
  form_id: string;
  page_path: string | null;
  created_at: number;
}

export interface RateLimitsTable {
  /** limiter name and client, e.g. "cart:203.0.113.9" */
  bucket: string;
  /** requests counted in the current window */
  hits: number;
  /** when the current window ends (epoch ms) */
  reset_at: number;
}

export interface ApiKeysTable {
  id: string;
  /** what the owner called it ("stock sync", "accountant") */
  name: string;
  /** a spec §6 role name (schemas/owner-roles.ts) */
  role: string;
  /** sha256 of the key: the key itself is shown once and never stored */
  key_hash: string;
  /** the key's first characters, so an owner can tell keys apart */
  key_prefix: string;
  created_at: number;
  last_used_at: number | null;
  /** null while the key works */
  revoked_at: number | null;
}

export interface Tables {
  api_keys: ApiKeysTable;
  products: ProductsTable;
  variants: VariantsTable;
  carts: CartsTable;
  cart_entries: CartEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  meta: MetaTable;
  subscription_carts: SubscriptionCartsTable;
  restock_signups: RestockSignupsTable;
  form_submission_keys: FormSubmissionKeysTable;
  form_submissions: FormSubmissionsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  rate_limits: RateLimitsTable;
}

/** What a store runs its queries on: the database, or a transaction on it. */
export type Executor = Kysely<Tables> | Transaction<Tables>;
