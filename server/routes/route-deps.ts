// What every route factory takes: the services, the catalog and forms, the middleware the endpoint flags
// name, and the clock. createApi builds one and hands it to mountRoutes.
import type { MiddlewareHandler } from 'hono';
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
import type { SiteFormService } from '../forms/site-form-service';
import type { RestockService } from '../restock/restock-service';
import type { createSubscriptionService } from '../subscription/subscription-service';
import type { SubscriptionManager } from '../subscription/subscription-manage';

export interface RouteDeps {
  cart: CartService;
  subscriptions: ReturnType<typeof createSubscriptionService>;
  /** billed subscriptions: the customer's manage link and the owner's cancel */
  subscriptionManager: SubscriptionManager;
  restock: RestockService;
  siteForms: SiteFormService;
  catalog: Catalog;
  /** every form by id: products' additional-fields forms and the site forms */
  forms: FormRegistry;
  /** the limiter each RateLimitName stands for */
  rateLimits: Readonly<Record<RateLimitName, MiddlewareHandler<ApiEnv>>>;
  idempotency: MiddlewareHandler<ApiEnv>;
  /** the same, refusing a request without Idempotency-Key (placing an order) */
  idempotencyRequired: MiddlewareHandler<ApiEnv>;
  checkout: CheckoutService;
  /** the database, for routes whose whole work is one store call (webhook events) */
  db: Kysely<Tables>;
  providers: ReadonlyMap<PaymentProviderName, PaymentProvider>;
  /** the owner's order and stock rules (owner routes and `kiosk orders`/`kiosk stock` share them) */
  owner: OwnerServices;
  /** the owner API key check of owner routes */
  ownerGuard: OwnerGuard;
  health: { ping(): Promise<void> };
  now: () => number;
  /** when the API started, in epoch ms */
  startedAt: number;
}
