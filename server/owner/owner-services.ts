// The owner services (orders, stock) over a database: the API builds them from the checkout's views and mail,
// `kiosk orders` and `kiosk stock` from the site's content/ and the payment providers of the environment.
import { readStoreSettings } from '../content/store-settings';
import { moneyText, type MoneyText } from '../checkout/money-text';
import { createOrderMail } from '../checkout/order-mail';
import { createOrderViews } from '../checkout/order-view';
import type { Database } from '../db/database';
import { durableTransactions } from '../db/durable';
import { paymentProvidersFromEnv, type PaymentSetup } from '../payments/payment-config';
import { createRestockNotices } from '../restock/restock-notices';
import { restockWaves } from '../restock/restock-waves';
import { createOwnerOrderService, type OwnerOrderDeps, type OwnerOrderService } from './orders-service';
import { createStockService, type StockService } from './stock-service';

export interface OwnerServices {
  orders: OwnerOrderService;
  stock: StockService;
  /** amounts as the store writes them ("$12.50"), for the command line's tables */
  money: MoneyText;
}

export function createOwnerServices(deps: OwnerOrderDeps): OwnerServices {
  return { orders: createOwnerOrderService(deps), stock: createStockService(deps.db, deps.stockRaised), money: deps.money };
}

export interface OwnerServicesOptions {
  /** the site's content/ (store name, currency, time zone, links in emails) */
  contentDir: string;
  /** default from the environment, as the server reads it */
  payments?: PaymentSetup;
  /** the published site's origin for links in emails (KIOSK_SITE_URL); default website.baseUrl */
  siteUrl?: string;
  now?: () => number;
}

/** The owner services as a command line needs them: the same rules and emails as the API, without a server. */
export function ownerServicesOver(database: Database, options: OwnerServicesOptions): OwnerServices {
  const { db } = database;
  const now = options.now ?? Date.now;
  const fromContent = readStoreSettings(options.contentDir);
  const store = options.siteUrl ? { ...fromContent, baseUrl: options.siteUrl.replace(/\/+$/, '') } : fromContent;
  const money = moneyText(store.locale, store.currency);
  return createOwnerServices({
    db,
    durable: durableTransactions(db, database.dialect),
    views: createOrderViews({ db, websiteId: store.websiteId, money, now }),
    mail: createOrderMail({ storeName: store.storeName, baseUrl: store.baseUrl, locale: store.locale, timeZone: store.timeZone, money }),
    money,
    providers: (options.payments ?? paymentProvidersFromEnv()).providers,
    timeZone: store.timeZone,
    now,
    stockRaised: restockWaves({ notices: createRestockNotices({ storeName: store.storeName, baseUrl: store.baseUrl }), now }),
  });
}
