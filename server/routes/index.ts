// Mounts every declared endpoint on the /api app from one RouteDeps: the owner routes first (they answer
// before the crumb guard), then the crumb guard for everything else, then the visitor routes.
import type { Hono } from 'hono';
import { API_ENDPOINTS } from '../../schemas/contract';
import type { ApiEnv } from '../api-env';
import { mount, type Route } from '../contract/mount';
import { crumbGuard } from '../middleware/crumb';
import { apiDocumentRoutes } from './api-document';
import { cartRoutes } from './cart';
import { checkoutRoutes } from './checkout';
import { paymentRoutes } from './payments';
import { formValidationRoutes, templateRoutes } from './forms';
import { giftCardRoutes } from './gift-card';
import { healthRoutes } from './health';
import { inventoryRoutes } from './inventory';
import { newsletterRoutes } from './newsletter';
import { ownerOrderRoutes } from './owner-orders';
import { ownerFormRoutes } from './owner-forms';
import { pageAccessRoutes } from './page-access';
import { captchaRoutes } from './captcha';
import { restockOwnerRoutes, restockSignUpRoutes } from './restock';
import { restockUnsubscribeRoutes } from './restock-unsubscribe';
import type { RouteDeps } from './route-deps';
import { siteFormRoutes } from './site-forms';
import { subscriptionRoutes } from './subscription';
import { subscriptionManageRoutes } from './subscription-manage';
import { siteUserRoutes } from './site-users';

export type { RouteDeps };

/** Every route, once; throws when a declared endpoint has no handler or a handler no declaration. */
export function allRoutes(deps: RouteDeps): Route[] {
  const routes = [
    ...cartRoutes(deps), ...checkoutRoutes(deps), ...paymentRoutes(deps), ...subscriptionRoutes(deps), ...inventoryRoutes(deps), ...giftCardRoutes(deps),
    ...formValidationRoutes(deps), ...templateRoutes(deps), ...siteFormRoutes(deps), ...restockSignUpRoutes(deps),
    ...restockOwnerRoutes(deps), ...ownerOrderRoutes(deps), ...ownerFormRoutes(deps), ...healthRoutes(deps), ...apiDocumentRoutes(),
    ...subscriptionManageRoutes(deps),
    ...siteUserRoutes(deps),
    ...restockUnsubscribeRoutes(deps),
    ...newsletterRoutes(deps),
    ...pageAccessRoutes(deps),
    ...captchaRoutes(deps),
  ];
  const handled = new Set(routes.map((r) => r.endpoint));
  const missing = API_ENDPOINTS.filter((endpoint) => !handled.has(endpoint)).map((endpoint) => endpoint.id);
  const undeclared = routes.filter((r) => !API_ENDPOINTS.includes(r.endpoint)).map((r) => r.endpoint.id);
  if (missing.length > 0 || undeclared.length > 0 || handled.size !== routes.length) {
    throw new Error(`routes and declarations differ: no handler for [${missing}], not declared [${undeclared}]`);
  }
  return routes;
}

export function mountRoutes(api: Hono<ApiEnv>, deps: RouteDeps): void {
  const routes = allRoutes(deps);
  // Owner routes authenticate with a bearer key, webhooks with their signature and one-click unsubscribes with
  // their link's token instead of the crumb, so they come before the guard.
  const beforeCrumb = (r: Route) => r.endpoint.auth === 'owner' || r.endpoint.auth === 'signature' || r.endpoint.auth === 'token';
  for (const owned of routes.filter(beforeCrumb)) mount(api, owned, deps);
  api.use('*', crumbGuard());
  for (const visitor of routes.filter((r) => !beforeCrumb(r))) mount(api, visitor, deps);
}
