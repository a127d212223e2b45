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
  /** sha256 of the unsubscribe token its notice carried; null until notified */
  unsubscribe_token_hash: string | null;
  /** set when the visitor used the notice's unsubscribe link: the sign-up is cancelled */
  unsubscribed_at: number | null;
}

/** Per variant: the automatic back-in-stock notices of its current stock episode (server/restock/restock-waves.ts). */
export interface RestockWavesTable {
  product_id: string;
  variant_id: string;
  /** automatic notices sent since the episode began (the raise off zero that started it) */
  episode_notices: number;
  /** when the last automatic wave went out */
  last_wave_at: number | null;
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
  /** the site form of a form sign-up ('' for a restock sign-up) */
  form_id: string;
  /** the page the sign-up was made on */
  page_path: string | null;
  /** the first sign-up */
  created_at: number;
  /** 'pending' (confirmation emailed), 'subscribed', 'unsubscribed' */
  status: Generated<string>;
  /** what the consent came through: 'form', 'restock' (the back-in-stock form's box), 'resubscribe' (the unsubscribe page) */
  source: Generated<string>;
  /** a restock sign-up's product */
  product_id: string | null;
  /** 'double' (confirmed by the emailed link), 'single' (subscribed at once, before consent tracking) */
  opt_in: Generated<string>;
  /** the latest sign-up request */
  requested_at: number;
  /** when the address was last confirmed (the consent time) */
  confirmed_at: number | null;
  unsubscribed_at: number | null;
  /** the random key the row's link tokens are derived from (never mailed; null until a link is first needed) */
  token_key: string | null;
  /** sha256 of the confirmation link's token */
  confirm_token_hash: string | null;
  /** when that token was issued (it expires a week later) */
  confirm_issued_at: number | null;
  /** when a confirmation email was last queued (repeat sign-ups re-send at most every few minutes) */
  confirm_sent_at: number | null;
  /** sha256 of the unsubscribe link's token (the same for the row's life) */
  unsubscribe_token_hash: string | null;
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

export interface CountersTable {
  name: string;
  value: number;
}

/** Order status: placed (paid or being paid) → fulfilled; cancelled; refunded; partially_refunded. */
export interface OrdersTable {
  id: string;
  /** what the customer and owner call it: 1001, 1002, … */
  order_number: number;
  /** the purchased cart, null for a subscription checkout */
  cart_id: string | null;
  /** the checkout attempt this order came from: one order per attempt, whichever instance retries it */
  checkout_key: string;
  email: string;
  email_key: string;
  status: string;
  /** the payment's state as the order shows it (payments table holds the provider's detail) */
  payment_status: string;
  currency: string;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  tax_cents: number;
  gift_card_cents: number;
  grand_total_cents: number;
  /** what the payment provider was asked for: the grand total less gift cards */
  amount_due_cents: number;
  refunded_cents: Generated<number>;
  coupon_code: string | null;
  /** JSON ShippingAddress or null */
  shipping_address: string | null;
  /** JSON {id, name, amountCents, kind} or null */
  shipping_option: string | null;
  /** JSON [{id, name, rate, amountCents}] */
  tax_lines: string;
  test_mode: number;
  /** sha256 of the order's status-link token */
  access_token_hash: string;
  tracking_number: string | null;
  tracking_url: string | null;
  /** who carries the parcel ("USPS"), as the owner said when fulfilling */
  carrier: Generated<string | null>;
  fulfilled_at: number | null;
  cancelled_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface OrderLinesTable {
  id: string;
  order_id: string;
  position: number;
  item_id: string;
  sku: string;
  title: string;
  product_type: string;
  quantity: number;
  unit_price_cents: number;
  list_price_cents: number;
  /** JSON {optionName: value} */
  attributes: string;
  /** canonical JSON of the additional-fields answers, or null */
  additional_fields: string | null;
  refunded_quantity: Generated<number>;
  restocked_quantity: Generated<number>;
}

/** Payment status: pending → authorized → captured → refunded | partially_refunded; cancelled; failed. */
export interface PaymentsTable {
  id: string;
  checkout_key: string;
  order_id: string | null;
  subscription_id: string | null;
  provider: string;
  /** the provider's id for it (a PaymentIntent id), null until the provider answered */
  provider_ref: string | null;
  status: string;
  amount_cents: number;
  refunded_cents: Generated<number>;
  currency: string;
  test_mode: number;
  failure: string | null;
  created_at: number;
  updated_at: number;
}

export interface GiftCardsTable {
  id: string;
  /** sha256 of the normalised code: the code itself is only in the recipient's email */
  code_hash: string;
  code_last4: string;
  initial_cents: number;
  balance_cents: number;
  currency: string;
  order_id: string | null;
  order_line_id: string | null;
  recipient_email: string | null;
  created_at: number;
  disabled_at: number | null;
}

export interface GiftCardLedgerTable {
  id: string;
  gift_card_id: string;
  order_id: string | null;
  /** negative: spent; positive: restored by a refund or cancellation */
  amount_cents: number;
  reason: string;
  created_at: number;
}

export interface CouponUsageTable {
  /** the coupon's code, upper-cased */
  code: string;
  uses: number;
}

export interface CouponRedemptionsTable {
  id: string;
  code: string;
  order_id: string;
  email_key: string;
  created_at: number;
  /** set when the order was cancelled or refunded in full and the use given back */
  released_at: number | null;
}

export interface DownloadsTable {
  /** sha256 of the token in the download link */
  token_hash: string;
  order_id: string;
  order_line_id: string;
  item_id: string;
  expires_at: number;
  max_downloads: number;
  download_count: Generated<number>;
  revoked_at: number | null;
  created_at: number;
}

/** status: pending (due at next_attempt_at) → sent; failed after the last attempt (kept, never dropped). */
export interface OutboxTable {
  id: string;
  /** one message per cause: a second enqueue of the same key is ignored */
  dedupe_key: string;
  to_address: string;
  /** the templates/emails/ template name */
  template: string;
  /** JSON: the template's data */
  payload: string;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: number;
  /** a sender claimed it until then: other senders leave it alone */
  locked_until: number | null;
  sent_at: number | null;
  last_error: string | null;
  created_at: number;
}

/** status: active → past_due (retries exhausted) | cancelled | completed (all cycles billed). */
export interface SubscriptionsTable {
  id: string;
  order_id: string;
  item_id: string;
  sku: string;
  title: string;
  quantity: number;
  unit_price_cents: number;
  /** charged each cycle */
  amount_cents: number;
  currency: string;
  email: string;
  period_value: number;
  /** WEEK | MONTH | YEAR */
  period_unit: string;
  /** 0: until cancelled */
  cycles_total: number;
  cycles_billed: number;
  next_billing_at: number;
  status: string;
  failed_attempts: Generated<number>;
  provider: string;
  /** the provider's reusable payment method reference */
  payment_method: string;
  test_mode: number;
  /** sha256 of the token in the customer's manage/cancel link */
  manage_token_hash: string;
  created_at: number;
  updated_at: number;
  cancelled_at: number | null;
}

export interface SubscriptionChargesTable {
  id: string;
  subscription_id: string;
  cycle: number;
  attempt: number;
  amount_cents: number;
  status: string;
  payment_id: string | null;
  failure: string | null;
  created_at: number;
}

/** Provider events already handled (a replayed webhook changes nothing). */
export interface WebhookEventsTable {
  id: string;
  provider: string;
  type: string;
  received_at: number;
}

/**
 * A form submission to post to one of its form's webhook URLs (migration 0006-form-webhooks). status: pending (due
 * at next_attempt_at) → delivered; failed after the last attempt (kept, never dropped).
 */
export interface FormWebhookDeliveriesTable {
  id: string;
  form_id: string;
  submission_id: string;
  url: string;
  /** the JSON body, fixed when queued: every attempt posts (and signs) the same bytes */
  payload: string;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: number;
  /** a sender claimed it until then: other senders leave it alone */
  locked_until: number | null;
  /** the HTTP status of the last answer; null when none came (timeout, refused connection) */
  last_status: number | null;
  last_error: string | null;
  delivered_at: number | null;
  created_at: number;
}

/** A visitor account (migration 0009-site-users). */
export interface SiteUsersTable {
  id: string;
  /** as the visitor wrote it */
  email: string;
  /** lower-cased: what makes an address unique */
  email_key: string;
  /** scrypt$N$r$p$salt$hash (server/accounts/passwords.ts) */
  password_hash: string;
  /** when the address was confirmed; null until then */
  verified_at: number | null;
  language: string | null;
  created_at: number;
  updated_at: number;
  last_sign_in_at: number | null;
}

/** A signed-in browser: found by the hash of the id in its signed cookie. */
export interface SiteUserSessionsTable {
  id_hash: string;
  site_user_id: string;
  /** sha256 of the X-SiteUser-XSRF-Token sign-in answered */
  xsrf_hash: string;
  /** 1: "remember me" (30 days), 0: a browser session (1 day at most) */
  remember: number;
  created_at: number;
  expires_at: number;
}

/** A single-use emailed link: confirm the address, reset the password, or confirm a new address. */
export interface SiteUserTokensTable {
  token_hash: string;
  site_user_id: string;
  /** 'verify' | 'reset' | 'email' */
  purpose: string;
  /** the address the link confirms (the new one for 'email') */
  email: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A member area an account may see (the members-pages work reads these). */
export interface SiteUserMembershipsTable {
  site_user_id: string;
  area_id: string;
  /** what granted it, e.g. 'order:<id>' or 'owner' */
  source: string;
  granted_at: number;
}

/** The carts an account held: its current one is the newest not purchased. */
export interface SiteUserCartsTable {
  cart_id: string;
  site_user_id: string;
  /** the cart's CART token sealed with the session secret (AES-GCM), so another browser's cookie can point at it */
  token_sealed: string;
  linked_at: number;
}

/** Failed sign-ins per account or per client address, with the back-off they earned. */
export interface SignInThrottlesTable {
  /** "account:<email key>" or "address:<client address>" */
  key: string;
  failures: number;
  last_failure_at: number;
  /** no attempt is heard before this (epoch ms); 0 when not locked */
  locked_until: number;
}

/** Solved captcha challenges and used form tickets (migration 0010-captcha-spent): each serves once. */
export interface CaptchaSpentTable {
  /** sha256 of the proof (a challenge's signature, a ticket) */
  proof_hash: string;
  /** when the proof stops being accepted anyway (epoch ms); the row may go then */
  expires_at: number;
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
  restock_waves: RestockWavesTable;
  form_submission_keys: FormSubmissionKeysTable;
  form_submissions: FormSubmissionsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  rate_limits: RateLimitsTable;
  counters: CountersTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  payments: PaymentsTable;
  gift_cards: GiftCardsTable;
  gift_card_ledger: GiftCardLedgerTable;
  coupon_usage: CouponUsageTable;
  coupon_redemptions: CouponRedemptionsTable;
  downloads: DownloadsTable;
  outbox: OutboxTable;
  subscriptions: SubscriptionsTable;
  subscription_charges: SubscriptionChargesTable;
  webhook_events: WebhookEventsTable;
  form_webhook_deliveries: FormWebhookDeliveriesTable;
  site_users: SiteUsersTable;
  site_user_sessions: SiteUserSessionsTable;
  site_user_tokens: SiteUserTokensTable;
  site_user_memberships: SiteUserMembershipsTable;
  site_user_carts: SiteUserCartsTable;
  sign_in_throttles: SignInThrottlesTable;
  captcha_spent: CaptchaSpentTable;
}

/** What a store runs its queries on: the database, or a transaction on it. */
export type Executor = Kysely<Tables> | Transaction<Tables>;
