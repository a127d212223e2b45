// What every route factory takes: the services, the catalog and forms, the middleware the endpoint flags
// name, and the clock. createApi builds one and hands it to mountRoutes.
import type { Context, MiddlewareHandler } from 'hono';
import type { CaptchaSetup } from '../captcha/captcha-setup';
import type { Kysely } from 'kysely';
import type { PaymentProviderName } from '../../schemas/checkout';
import type { CheckoutService } from '../checkout/checkout-service';
import type { Tables } from '../db/schema';
import type { PaymentProvider } from '../payments/provider';
import type { RateLimitName } from '../../schemas/contract/endpoint';
import type { ApiEnv } from '../api-env';
import type { CartService } from '../cart/cart-service';
import type { Catalog } from '../catalog/catalog';
import type { FormRegistry } from '../forms/form-registry';
import type { OwnerGuard } from '../middleware/owner-auth';
import type { OwnerServices } from '../owner/owner-services';
import type { PageAccessService } from '../page-access/page-access-service';
import type { SiteFormService } from '../forms/site-form-service';
import type { OwnerFormsService } from '../forms/owner-forms-service';
import type { RestockService } from '../restock/restock-service';
import type { NewsletterService } from '../newsletter/newsletter-service';
import type { createSubscriptionService } from '../subscription/subscription-service';
import type { SubscriptionManager } from '../subscription/subscription-manage';
import type { Accounts } from '../accounts/accounts';

export interface RouteDeps {
  cart: CartService;
  subscriptions: ReturnType<typeof createSubscriptionService>;
  /** billed subscriptions: the customer's manage link and the owner's cancel */
  subscriptionManager: SubscriptionManager;
  restock: RestockService;
  /** the newsletter list: double opt-in, unsubscribe links */
  newsletter: NewsletterService;
  siteForms: SiteFormService;
  /** the owner's listing and export of form submissions (owner routes and `kiosk forms` share it) */
  ownerForms: OwnerFormsService;
  catalog: Catalog;
  /** every form by id: products' additional-fields forms and the site forms */
  forms: FormRegistry;
  /** the limiter each RateLimitName stands for */
  rateLimits: Readonly<Record<RateLimitName, MiddlewareHandler<ApiEnv>>>;
  idempotency: MiddlewareHandler<ApiEnv>;
  /** the same, refusing a request without Idempotency-Key (placing an order) */
  idempotencyRequired: MiddlewareHandler<ApiEnv>;
  /** one transaction for the rest of a request (routes mounted with `unitOfWork`), on SQLite only (contract/mount.ts) */
  unitOfWork: MiddlewareHandler<ApiEnv> | undefined;
  checkout: CheckoutService;
  /** the database, for routes whose whole work is one store call (webhook events) */
  db: Kysely<Tables>;
  providers: ReadonlyMap<PaymentProviderName, PaymentProvider>;
  /** the owner's order and stock rules (owner routes and `kiosk orders`/`kiosk stock` share them) */
  owner: OwnerServices;
  /** the owner API key check of owner routes */
  ownerGuard: OwnerGuard;
  health: { ping(): Promise<void> };
  /** locked pages and member areas (server/page-access/) */
  pageAccess: PageAccessService;
  now: () => number;
  /** the site's captcha provider, proof-of-work challenges and form tickets (server/captcha/) */
  captcha: CaptchaSetup;
  /** the address a request comes from (KIOSK_TRUST_PROXY honoured), as the rate limits see it */
  clientAddress: (c: Context<ApiEnv>) => string;
  /** when the API started, in epoch ms */
  startedAt: number;
  /** visitor accounts: sessions, sign-in, the account rules and the cart that follows the account (server/accounts/) */
  siteUsers: Accounts;
}
