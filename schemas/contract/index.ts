// The whole /api contract: every declared endpoint in one list (the server mounts it, the OpenAPI document
// describes it). Islands import the area modules instead, so a bundle carries only the schemas it calls.
import { DOCUMENT_API } from './api-document';
import { CART_API } from './cart';
import { CHECKOUT_API } from './checkout';
import type { AnyEndpoint } from './endpoint';
import { FORM_TEMPLATE_API } from './form-template';
import { FORM_VALIDATION_API } from './form-validation';
import { GIFT_CARD_API } from './gift-card';
import { HEALTH_API } from './health';
import { INVENTORY_API } from './inventory';
import { NEWSLETTER_API } from './newsletter';
import { OWNER_ORDERS_API } from './owner-orders';
import { OWNER_FORMS_API } from './owner-forms';
import { PAGE_ACCESS_API } from './page-access';
import { RESTOCK_OWNER_API } from './restock-owner';
import { RESTOCK_SIGN_UP_API } from './restock-sign-up';
import { RESTOCK_UNSUBSCRIBE_API } from './restock-unsubscribe';
import { SITE_FORM_API } from './site-forms';
import { SUBSCRIPTION_API } from './subscription';
import { SUBSCRIPTION_MANAGE_API } from './subscription-manage';
import { SITE_USERS_API } from './site-users';
import { CAPTCHA_API } from './captcha';

export * from './endpoint';
export {
  CART_API, CHECKOUT_API, DOCUMENT_API, FORM_TEMPLATE_API, FORM_VALIDATION_API, GIFT_CARD_API, HEALTH_API, INVENTORY_API, OWNER_ORDERS_API,
  RESTOCK_OWNER_API, RESTOCK_SIGN_UP_API, SITE_FORM_API, SUBSCRIPTION_API,
};
export { SUBSCRIPTION_MANAGE_API };
export { SITE_USERS_API };
export { RESTOCK_UNSUBSCRIBE_API };
export { NEWSLETTER_API };
export { OWNER_FORMS_API };
export { CAPTCHA_API };
export { PAGE_ACCESS_API };

export const API_ENDPOINTS: readonly AnyEndpoint[] = [
  CART_API, CHECKOUT_API, SUBSCRIPTION_API, INVENTORY_API, GIFT_CARD_API, FORM_VALIDATION_API, FORM_TEMPLATE_API, SITE_FORM_API,
  RESTOCK_SIGN_UP_API, RESTOCK_OWNER_API, OWNER_ORDERS_API, OWNER_FORMS_API, HEALTH_API, DOCUMENT_API,
  SUBSCRIPTION_MANAGE_API,
  SITE_USERS_API,
  RESTOCK_UNSUBSCRIBE_API,
  NEWSLETTER_API,
  PAGE_ACCESS_API,
  CAPTCHA_API,
].flatMap((area): AnyEndpoint[] => Object.values(area));
