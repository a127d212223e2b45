// The checkout's visitor-facing rules in one place: quote, place, read an order by its link, and hand out a
// digital download. Built once per API from the store's settings, the payment providers and the mail.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import type { Kysely } from 'kysely';
import type { CheckedCheckoutRequest, CheckedQuoteRequest, CheckoutQuote, CheckoutResponse, OrderView, PaymentConfig, PaymentProviderName } from '../../schemas/checkout';
import type { CheckoutSettings } from '../../schemas/checkout-settings';
import { CHECKOUT_MESSAGES } from '../../schemas/messages';
import type { CartService } from '../cart/cart-service';
import type { CartViewContext } from '../cart/cart-view';
import type { Catalog } from '../catalog/catalog';
import type { StoreSettings } from '../content/store-settings';
import { createDownloadStore } from '../db/downloads';
import type { DurableTransaction } from '../db/durable';
import type { Tables } from '../db/schema';
import { DomainError } from '../domain-error';
import type { FormRegistry } from '../forms/form-registry';
import type { PaymentProvider } from '../payments/provider';
import { sha256Hex } from '../security/tokens';
import { createCheckoutPricing, type CheckoutSource } from './checkout-pricing';
import { moneyText } from './money-text';
import { createOrderMail } from './order-mail';
import { createOrderViews } from './order-view';
import { createOrderPlacement } from './place-order';

export interface CheckoutServiceDeps {
  db: Kysely<Tables>;
  durable: DurableTransaction;
  catalog: Catalog;
  carts: CartService;
  forms: FormRegistry;
  view: CartViewContext;
  store: StoreSettings;
  settings: CheckoutSettings;
  providers: ReadonlyMap<PaymentProviderName, PaymentProvider>;
  paymentConfig: PaymentConfig;
  /** where digital products' files are (the site folder's downloads/, never published) */
  downloadsDir: string;
  timeZone: string;
  now: () => number;
  log: (message: string, error?: unknown) => void;
  /** the server secret order status tokens derive from; random tokens without it */
  accessSecret?: string;
}

/** A file a download link hands out. */
export interface DownloadFile {
  name: string;
  body: Buffer;
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

export function createCheckoutService(deps: CheckoutServiceDeps) {
  const { store, now } = deps;
  const money = moneyText(store.locale, store.currency);
  const pricing = createCheckoutPricing({
    catalog: deps.catalog, carts: deps.carts, settings: deps.settings, view: deps.view, minimumOrderCents: store.minimumOrderCents,
    money, locale: store.locale, currency: store.currency, now,
  });
  const mail = createOrderMail({ storeName: store.storeName, baseUrl: store.baseUrl, locale: store.locale, timeZone: deps.timeZone, money });
  const views = createOrderViews({ db: deps.db, websiteId: store.websiteId, money, now });
  const placement = createOrderPlacement({
    db: deps.db, durable: deps.durable, pricing, providers: deps.providers, paymentConfig: deps.paymentConfig, views, log: deps.log,
    now, currency: store.currency, storeName: store.storeName, baseUrl: store.baseUrl, timeZone: deps.timeZone, money,
    settings: deps.settings, forms: deps.forms, mail, accessSecret: deps.accessSecret,
  });

  /** A subscription checkout sells its subscription cart only: the visitor's cart is not touched. */
  const sourceOf = (cartToken: string | undefined, subscriptionToken: string | undefined): CheckoutSource =>
    (subscriptionToken !== undefined ? { subscriptionToken } : { cartToken });

  async function quote(cartToken: string | undefined, request: CheckedQuoteRequest): Promise<CheckoutQuote> {
    const priced = await pricing.price(deps.db, sourceOf(cartToken, request.subscriptionToken), {
      email: request.email,
      destination: request.shippingDestination,
      shippingOptionId: request.shippingOptionId,
      couponCode: request.couponCode,
      giftCardCodes: request.giftCardCodes,
    });
    return pricing.toApiQuote(priced, deps.paymentConfig, request.shippingDestination);
  }

  /** `siteUserId`: the visitor account signed in on the request (a membership in the cart is granted to it). */
  const place = (cartToken: string | undefined, request: CheckedCheckoutRequest, checkoutKey: string, siteUserId?: string): Promise<CheckoutResponse> =>
    placement.place({ source: sourceOf(cartToken, request.subscriptionToken), request, checkoutKey, siteUserId });

  async function order(orderId: string, accessToken: string): Promise<OrderView> {
    const found = await views.forCustomer(orderId, accessToken);
    if (!found) throw new DomainError('not_found', CHECKOUT_MESSAGES.orderNotFound);
    return found;
  }

  /** The file behind a download link, counting one download; refuses expired, used-up and revoked links. */
  async function download(token: string): Promise<DownloadFile> {
    const downloads = createDownloadStore(deps.db);
    const hash = sha256Hex(token);
    const grant = await downloads.use(hash, now());
    if (!grant) {
      const known = await downloads.find(hash);
      if (!known) throw new DomainError('not_found', CHECKOUT_MESSAGES.downloadUnknown);
      throw new DomainError('gone', known.revoked_at !== null ? CHECKOUT_MESSAGES.downloadRevoked : CHECKOUT_MESSAGES.downloadExpired);
    }
    const product = await deps.catalog.findProduct(grant.item_id);
    const files = deps.settings.downloads.files;
    const name = files[grant.item_id] ?? (product ? files[product.slug] : undefined);
    const root = resolve(deps.downloadsDir);
    const path = name === undefined ? undefined : resolve(join(root, name));
    // A file outside downloads/ is never served, whatever the settings say.
    if (!path || !path.startsWith(root + sep) || !existsSync(path)) {
      deps.log(`download ${grant.item_id}: no file configured or found (${name ?? 'none'})`);
      throw new DomainError('not_found', CHECKOUT_MESSAGES.downloadMissing);
    }
    return { name: basename(path), body: await readFile(path) };
  }

  return { quote, place, order, download, views, mail, money };
}

