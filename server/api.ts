// The /api app (cart, subscription, inventory, gift cards, forms, site forms, template, restock, health) over
// the store's database, with the catalog seeded from content/. `openApi` builds it once the database is open;
// `createApi` hands out a ready-to-use handle at once and answers requests as soon as the database is.
import { Hono } from 'hono';
import { API_MESSAGES } from '../schemas/messages';
import type { ApiEnv } from './api-env';
import { createCartService } from './cart/cart-service';
import { createCatalog } from './catalog/catalog';
import { loadContentCatalog } from './catalog/content-catalog';
import { syncCatalog } from './catalog/catalog-sync';
import { readStoreSettings } from './content/store-settings';
import { openDatabase, type Database } from './db/database';
import { createErrorHandler, type ErrorLogger } from './errors';
import { createFormRegistry } from './forms/form-registry';
import { loadSiteForms } from './forms/site-forms';
import { createSiteFormService } from './forms/site-form-service';
import { captchaOptionsFromEnv, createCaptchaSetup, type CaptchaOptions } from './captcha/captcha-setup';
import { loadFormDeliveries } from './forms/form-delivery';
import { createOwnerFormsService } from './forms/owner-forms-service';
import { submissionFollowUps } from './forms/submission-follow-ups';
import { SITE_FORM_RATE_LIMIT } from './routes/site-forms';
import { clientAddress, parseTrustedProxies } from './middleware/client-address';
import { parseSiteOrigins, siteCors } from './middleware/cors';
import { ownerAuth } from './middleware/owner-auth';
import { createApiKeyService } from './owner/api-keys';
import { createOwnerServices } from './owner/owner-services';
import { idempotency } from './middleware/idempotency';
import { unitOfWork } from './middleware/unit-of-work';
import { DEFAULT_RATE_LIMIT, rateLimit, type RateLimitOptions } from './middleware/rate-limit';
import { mountRoutes } from './routes';
import { createSubscriptionService } from './subscription/subscription-service';
import { createSubscriptionManager } from './subscription/subscription-manage';
import { createSubscriptionMail } from './subscription/subscription-mail';
import { createRestockService } from './restock/restock-service';
import { createRestockNotices } from './restock/restock-notices';
import { restockWaves } from './restock/restock-waves';
import { createNewsletterService } from './newsletter/newsletter-service';
import { createCheckoutService } from './checkout/checkout-service';
import { readCheckoutSettings } from './content/checkout-settings';
import { durableTransactions } from './db/durable';
import { paymentProvidersFromEnv, type PaymentSetup } from './payments/payment-config';
import { CHECKOUT_MESSAGES } from '../schemas/messages';
import { dirname, join } from 'node:path';
import { startBackgroundWork, type BackgroundWork } from './background';
import { createPageAccessService } from './page-access/page-access-service';
import { loadAccessRules } from './page-access/access-rules';
import { memberDirectoryFor } from './page-access/member-directory';
import { loadSessionSecret } from './page-access/session-secret';
import { createAccounts } from './accounts/accounts';
import type { ScryptCost } from './accounts/passwords';

export interface ApiOptions {
  /** an open database, or one being opened (the caller owns it and closes it), or… */
  database?: Database | Promise<Database>;
  /** …a PostgreSQL URL (postgres://user:password@host:5432/db); env DATABASE_URL. When unset, SQLite: */
  databaseUrl?: string;
  /** the SQLite file (':memory:' for a throw-away one); env KIOSK_DB, default 'data/kiosk.db' */
  dbFile?: string;
  /** the site's content/ folder: the catalog and forms come from it; default 'content' */
  contentDir?: string;
  /** the clock, in epoch ms (tests pass a fake one) */
  now?: () => number;
  /** cart add / quantity change / subscription limit per client address; default 20 per 10 s */
  rateLimit?: RateLimitOptions;
  /** proxies whose X-Forwarded-For names the client, comma-separated; env KIOSK_TRUST_PROXY; default none */
  trustProxy?: string;
  /** where unexpected errors go; default console.error */
  log?: ErrorLogger;
  /** the payment providers; default from the environment (paymentProvidersFromEnv: the test provider, Stripe when configured) */
  payments?: PaymentSetup;
  /** the published site's origin for links in emails (https://shop.example); env KIOSK_SITE_URL; default website.baseUrl */
  siteUrl?: string;
  /** where digital products' files are; default the downloads/ folder beside contentDir (never published) */
  downloadsDir?: string;
  /**
   * run the background work (email delivery, payment reconciliation; server/background.ts) with this
   * environment (KIOSK_SMTP_URL, KIOSK_EMAIL_FROM); launchers pass process.env, tests leave it off
   */
  background?: NodeJS.ProcessEnv;
  /**
   * the environment the spam protection reads (KIOSK_CAPTCHA_SECRET, KIOSK_CAPTCHA_HMAC_KEY, KIOSK_CAPTCHA_VERIFY_URL,
   * KIOSK_FORM_MIN_FILL_MS, server/captcha/captcha-setup.ts); launchers pass process.env. Without it: proof-of-work
   * with a key kept in the database, and no minimum fill time
   */
  captchaEnv?: NodeJS.ProcessEnv;
  /** captcha settings over those of captchaEnv (tests: a stand-in's verify URL, a minimum fill time) */
  captcha?: CaptchaOptions;
  /**
   * the environment holding the server's secrets: KIOSK_SESSION_SECRET (else one generated and kept in the
   * database) and the page passwords KIOSK_PAGE_PASSWORD_*; launchers pass process.env, tests what they need
   */
  secretsEnv?: NodeJS.ProcessEnv;
  /** scrypt's cost for visitor passwords; default server/accounts/passwords.ts DEFAULT_SCRYPT_COST (tests lower it) */
  passwordCost?: ScryptCost;
  /** the origins of pages published elsewhere that may call the API with cookies (CORS), comma-separated; env KIOSK_SITE_ORIGINS */
  siteOrigins?: string;
}

/** The /api app as callers hold it: requests wait for the database to open; `close` lets it go. */
export interface KioskApi {
  fetch(request: Request, env?: unknown, executionCtx?: unknown): Promise<Response>;
  /** Hono's app.request: a path or Request, answered in-process (tests). */
  request(input: string | Request | URL, init?: RequestInit, env?: unknown): Promise<Response>;
  /** resolves with the app once the database is open and the catalog seeded; rejects when it cannot open */
  ready: Promise<Hono<ApiEnv>>;
  close(): Promise<void>;
}


/** Guessing a lock's password: a few tries a minute per address. */
const PAGE_ACCESS_RATE_LIMIT: RateLimitOptions = { limit: 10, windowMs: 60_000 };

/** Quotes follow the visitor's typing (debounced): more of them than cart changes. */
const CHECKOUT_RATE_LIMIT: RateLimitOptions = { limit: 60, windowMs: 10_000 };

const defaultLog: ErrorLogger = (message, error) => console.error(`[kiosk api] ${message}`, error);

/** A built app, and the background work it started (options.background), to stop when the API closes. */
export interface BuiltApi {
  app: Hono<ApiEnv>;
  background?: BackgroundWork;
}

/** Builds the app over an open database: seeds the catalog, then wires services, limits and routes. */
export async function buildApi(database: Database, options: ApiOptions): Promise<BuiltApi> {
  const { db } = database;
  const now = options.now ?? Date.now;
  const contentDir = options.contentDir ?? 'content';
  const fromContent = readStoreSettings(contentDir);
  const settings = options.siteUrl ? { ...fromContent, baseUrl: options.siteUrl.replace(/\/+$/, '') } : fromContent;
  const content = loadContentCatalog(contentDir, settings.currency);
  const restockNotices = createRestockNotices({ storeName: settings.storeName, baseUrl: settings.baseUrl });
  const stockRaised = restockWaves({ notices: restockNotices, now });
  await syncCatalog(db, content.products, now(), stockRaised);
  const catalog = createCatalog(content.products, db);

  const siteForms = loadSiteForms(contentDir);
  const forms = createFormRegistry([...content.forms, ...siteForms]);
  const formDeliveries = loadFormDeliveries(contentDir, settings.contactEmail);
  const policy = { multipleQuantityAllowedForServices: settings.multipleQuantityAllowedForServices };
  const carts = createCartService({ db, catalog, forms, policy, now, websiteId: settings.websiteId, currency: settings.currency });
  const subscriptions = createSubscriptionService({ db, catalog, forms, policy, now });
  const newsletter = createNewsletterService({ db, storeName: settings.storeName, baseUrl: settings.baseUrl, now });
  const captcha = await createCaptchaSetup({
    db, contentDir, now, options: { ...captchaOptionsFromEnv(options.captchaEnv), ...options.captcha },
    warn: (message) => console.warn(`[kiosk] ${message}`),
  });
  const restock = createRestockService({ db, catalog, now, notices: restockNotices, mailingList: newsletter, spam: captcha.guard });
  const payments = options.payments ?? paymentProvidersFromEnv();
  const log = options.log ?? defaultLog;
  const secretsEnv = options.secretsEnv ?? {};
  const sessionSecret = await loadSessionSecret(db, secretsEnv);
  const pageAccess = createPageAccessService({
    db, rules: loadAccessRules(contentDir), members: memberDirectoryFor(db, sessionSecret, now), secret: sessionSecret, env: secretsEnv, now,
    log: (message) => console.warn(`[kiosk] ${message}`),
  });
  const checkout = createCheckoutService({
    db, durable: durableTransactions(db, database.dialect), catalog, carts, forms,
    view: { forms, policy, websiteId: settings.websiteId, currency: settings.currency }, store: settings,
    settings: readCheckoutSettings(contentDir), providers: payments.providers, paymentConfig: payments.config,
    downloadsDir: options.downloadsDir ?? join(dirname(contentDir), 'downloads'), timeZone: settings.timeZone, now,
    log: (message, error) => log(message, error), accessSecret: sessionSecret,
  });

  const trusted = parseTrustedProxies(options.trustProxy);
  const limiterDeps = { db, now, clientOf: (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, trusted) };
  const visitorLimit = rateLimit('cart', options.rateLimit ?? DEFAULT_RATE_LIMIT, limiterDeps);
  const formLimit = rateLimit('forms', options.rateLimit ?? DEFAULT_RATE_LIMIT, limiterDeps);
  const replay = idempotency(db, now);

  // Paths include /api, so the app can take requests as they arrive (dev plugin, production, tests).
  const api = new Hono<ApiEnv>({ strict: false }).basePath('/api');
  api.onError(createErrorHandler(log));
  api.use('*', siteCors(parseSiteOrigins(options.siteOrigins)));
  mountRoutes(api, {
    cart: carts,
    subscriptions,
    subscriptionManager: createSubscriptionManager({
      db, durable: durableTransactions(db, database.dialect), money: checkout.money, now,
      mail: createSubscriptionMail({ storeName: settings.storeName, baseUrl: settings.baseUrl, locale: settings.locale, timeZone: settings.timeZone, money: checkout.money }),
    }),
    restock,
    newsletter,
    siteForms: createSiteFormService({
      forms: createFormRegistry(siteForms), db, now, mailingList: newsletter, spam: captcha.guard,
      followUp: submissionFollowUps({ deliveries: formDeliveries, site: settings }),
    }),
    ownerForms: createOwnerFormsService({ db, forms: siteForms, deliveries: formDeliveries }),
    catalog,
    forms,
    rateLimits: {
      cart: visitorLimit,
      forms: formLimit,
      restock: rateLimit('restock', options.rateLimit ?? DEFAULT_RATE_LIMIT, limiterDeps),
      siteForms: rateLimit('site-forms', options.rateLimit ?? SITE_FORM_RATE_LIMIT, limiterDeps),
      checkout: rateLimit('checkout', options.rateLimit ?? CHECKOUT_RATE_LIMIT, limiterDeps),
      pageAccess: rateLimit('page-access', options.rateLimit ?? PAGE_ACCESS_RATE_LIMIT, limiterDeps),
    },
    idempotency: replay,
    idempotencyRequired: idempotency(db, now, { required: true, missingMessage: CHECKOUT_MESSAGES.idempotencyKeyRequired }),
    unitOfWork: database.dialect === 'sqlite' ? unitOfWork(db) : undefined,
    checkout,
    db,
    providers: payments.providers,
    owner: createOwnerServices({
      db, durable: durableTransactions(db, database.dialect), views: checkout.views, mail: checkout.mail, money: checkout.money,
      providers: payments.providers, timeZone: settings.timeZone, now, stockRaised,
    }),
    ownerGuard: ownerAuth(createApiKeyService(db, now)),
    health: database,
    pageAccess,
    captcha,
    clientAddress: limiterDeps.clientOf,
    siteUsers: createAccounts({
      db, catalog, policy, secret: sessionSecret, storeName: settings.storeName, baseUrl: settings.baseUrl, now, cost: options.passwordCost,
    }),
    now,
    startedAt: now(),
  });
  api.all('*', (c) => c.json({ error: API_MESSAGES.noSuchEndpoint }, 404));
  api.notFound((c) => c.json({ error: API_MESSAGES.noSuchEndpoint }, 404));
  const background = options.background
    ? startBackgroundWork({ db, providers: payments.providers, store: settings, siteRoot: dirname(contentDir), env: options.background, now, log, formWebhooks: formDeliveries.anyWebhooks })
    : undefined;
  return { app: api, background };
}

/** Opens the database the options name (PostgreSQL when databaseUrl is a postgres:// URL, else SQLite). */
export function openApiDatabase(options: ApiOptions): Promise<Database> {
  return openDatabase({ url: options.databaseUrl, file: options.dbFile });
}

/**
 * The /api app, usable at once: it opens the database in the background and requests wait for it. A database
 * that cannot be opened answers 503 (and rejects `ready`, which `kiosk serve` awaits before listening).
 */
export function createApi(options: ApiOptions): KioskApi {
  const opening = options.database ? Promise.resolve(options.database) : openApiDatabase(options);
  // Until `ready` is awaited, a failure is reported through it and the 503 answers, never as an unhandled rejection.
  opening.catch(() => undefined);
  const built = opening.then((database) => buildApi(database, options));
  const ready = built.then(({ app }) => app);
  ready.catch(() => undefined);

  async function app(): Promise<Hono<ApiEnv> | undefined> {
    try {
      return await ready;
    } catch {
      return undefined;
    }
  }
  const unavailable = () => Response.json({ error: API_MESSAGES.databaseDown }, { status: 503, headers: { 'Retry-After': '5' } });

  return {
    ready,
    fetch: async (request, env, executionCtx) =>
      (await app())?.fetch(request, env, executionCtx as never) ?? unavailable(),
    request: async (input, init, env) => (await app())?.request(input, init, env) ?? unavailable(),
    async close() {
      await (await built.catch(() => undefined))?.background?.stop();
      // A database handed in belongs to the caller.
      if (options.database) return;
      const database = await opening.catch(() => undefined);
      await database?.close();
    },
  };
}
