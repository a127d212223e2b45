// createApi: the /api Hono app (cart, subscription, inventory, gift cards, forms, site forms, template, restock,
// health) over one SQLite database, with the catalog seeded from content/. Used by `astro dev` (dev plugin) and by production.
import { Hono } from 'hono';
import type { ApiEnv } from './api-env';
import { createCartService } from './cart/cart-service';
import { loadContentCatalog } from './catalog/content-catalog';
import { syncCatalog } from './catalog/catalog-sync';
import { readStoreSettings } from './content/store-settings';
import { createCartStore } from './db/carts';
import { createCatalogStore } from './db/catalog';
import { openDatabase, type Db } from './db/database';
import { createIdempotencyStore } from './db/idempotency';
import { createMetaStore } from './db/meta';
import { migrate } from './db/migrations';
import { createSubscriptionStore } from './db/subscriptions';
import { createErrorHandler, type ErrorLogger } from './errors';
import { createFormRegistry } from './forms/form-registry';
import { loadSiteForms } from './forms/site-forms';
import { createSiteFormService } from './forms/site-form-service';
import { createFormSubmissionStore } from './db/form-submissions';
import { SITE_FORM_PATH, SITE_FORM_RATE_LIMIT, siteFormRoutes } from './routes/site-forms';
import { crumbGuard } from './middleware/crumb';
import { OWNER_KEY_ENV } from './middleware/owner-key';
import { idempotency } from './middleware/idempotency';
import { DEFAULT_RATE_LIMIT, rateLimit, type RateLimitOptions } from './middleware/rate-limit';
import { cartRoutes } from './routes/cart';
import { formValidationRoutes, templateRoutes } from './routes/forms';
import { giftCardRoutes } from './routes/gift-card';
import { healthRoutes } from './routes/health';
import { inventoryRoutes } from './routes/inventory';
import { RESTOCK_PATH, restockOwnerRoutes, restockSignUpRoutes } from './routes/restock';
import { subscriptionRoutes } from './routes/subscription';
import { createSubscriptionService } from './subscription/subscription-service';
import { createRestockService } from './restock/restock-service';
import { createRestockSignUpStore } from './db/restock-signups';

export interface ApiOptions {
  /** an open database (the caller owns it), or… */
  db?: Db;
  /** …a SQLite file to open (':memory:' for a throw-away one); default 'data/kiosk.db' */
  dbFile?: string;
  /** the same as dbFile, under the name the kiosk CLI and dev plugin pass (cli/serve/api-entry.ts) */
  dbPath?: string;
  /** the site's content/ folder: the catalog and forms come from it; default 'content' */
  contentDir?: string;
  /** the clock, in epoch ms (tests pass a fake one) */
  now?: () => number;
  /** cart add / quantity change / subscription limit per visitor; default 20 per 10 s */
  rateLimit?: RateLimitOptions;
  /** where unexpected errors go; default console.error */
  log?: ErrorLogger;
  /** the owner API key (restock listings and sends); default env KIOSK_OWNER_KEY; unset closes those routes */
  ownerKey?: string;
}

const NO_SUCH_ENDPOINT = 'There is no such API endpoint.';

const defaultLog: ErrorLogger = (message, error) => console.error(`[kiosk api] ${message}`, error);

export function createApi(options: ApiOptions): Hono<ApiEnv> {
  const now = options.now ?? Date.now;
  const db = options.db ?? openDatabase(options.dbFile ?? options.dbPath ?? 'data/kiosk.db');
  migrate(db);

  const contentDir = options.contentDir ?? 'content';
  const settings = readStoreSettings(contentDir);
  const content = loadContentCatalog(contentDir, settings.currency);
  const catalog = createCatalogStore(db);
  syncCatalog(db, catalog, createMetaStore(db), content.products);

  const siteForms = loadSiteForms(contentDir);
  const forms = createFormRegistry([...content.forms, ...siteForms]);
  const policy = { multipleQuantityAllowedForServices: settings.multipleQuantityAllowedForServices };
  const carts = createCartService({
    db, carts: createCartStore(db), catalog, forms, policy, now,
    websiteId: settings.websiteId, currency: settings.currency,
  });
  const subscriptions = createSubscriptionService({
    catalog, subscriptions: createSubscriptionStore(db), forms, policy, now,
  });

  const visitorLimit = rateLimit(options.rateLimit ?? DEFAULT_RATE_LIMIT, now);
  const formLimit = rateLimit(options.rateLimit ?? DEFAULT_RATE_LIMIT, now);
  const replay = idempotency(createIdempotencyStore(db), now);
  const restock = createRestockService({ signUps: createRestockSignUpStore(db), catalog, now });

  // Paths include /api, so the app can take requests as they arrive (dev plugin, production, tests).
  const api = new Hono<ApiEnv>({ strict: false }).basePath('/api');
  api.onError(createErrorHandler(options.log ?? defaultLog));
  // Owner routes authenticate with a bearer key instead of the crumb, so they come before the guard.
  api.route(RESTOCK_PATH, restockOwnerRoutes({ service: restock, ownerKey: options.ownerKey ?? process.env[OWNER_KEY_ENV] }));
  api.use('*', crumbGuard());
  api.route('/commerce/shopping-cart', cartRoutes({ service: carts, rateLimit: visitorLimit, idempotency: replay }));
  api.route('/3/commerce/cart/subscription', subscriptionRoutes({ service: subscriptions, rateLimit: visitorLimit, idempotency: replay }));
  api.route('/commerce/inventory', inventoryRoutes(catalog));
  api.route('/commerce/gift-card', giftCardRoutes(catalog, forms));
  api.route('/rest/forms/validate', formValidationRoutes(forms, formLimit));
  api.route('/template', templateRoutes());
  api.route(RESTOCK_PATH, restockSignUpRoutes({ service: restock, rateLimit: rateLimit(options.rateLimit ?? DEFAULT_RATE_LIMIT, now) }));
  api.route(SITE_FORM_PATH, siteFormRoutes({
    service: createSiteFormService({ forms: createFormRegistry(siteForms), store: createFormSubmissionStore(db), now }),
    rateLimit: rateLimit(options.rateLimit ?? SITE_FORM_RATE_LIMIT, now),
  }));
  api.route('/health', healthRoutes(db, now(), now));
  api.all('*', (c) => c.json({ error: NO_SUCH_ENDPOINT }, 404));
  api.notFound((c) => c.json({ error: NO_SUCH_ENDPOINT }, 404));
  return api;
}
