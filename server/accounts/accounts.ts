// Builds the visitor-account services over one database and session secret: sessions, sign-in with its
// throttle, the account rules with their emailed links, and the cart that follows the account.
import type { Kysely } from 'kysely';
import type { Catalog } from '../catalog/catalog';
import type { QuantityPolicy } from '../cart/quantity-limits';
import type { Tables } from '../db/schema';
import { createAccountCarts } from './account-cart';
import { createAccountLinks } from './account-links';
import { createAccountService } from './account-service';
import { createMailThrottle, DEFAULT_MAIL_ALLOWANCE, type MailAllowance } from './mail-throttle';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './passwords';
import { createSignIn } from './sign-in';
import { createSignInThrottle } from './sign-in-throttle';
import { sessionKeys } from './session-keys';
import { createSiteUserSessions } from './site-user-session';
import { accountOrders } from './account-orders';
import type { SiteUserRow } from '../db/site-users';

export interface AccountsDeps {
  db: Kysely<Tables>;
  catalog: Catalog;
  policy: QuantityPolicy;
  secret: string;
  storeName: string;
  /** the site's origin, for the emailed links */
  baseUrl: string;
  now: () => number;
  /** scrypt's cost; default DEFAULT_SCRYPT_COST */
  cost?: ScryptCost;
  mailAllowance?: MailAllowance;
  warn?: (message: string) => void;
}

export function createAccounts(deps: AccountsDeps) {
  const { db, now } = deps;
  const cost = deps.cost ?? DEFAULT_SCRYPT_COST;
  const sessions = createSiteUserSessions({ db, secret: deps.secret, now, warn: deps.warn });
  const throttle = createSignInThrottle(db, now);
  const carts = createAccountCarts({ catalog: deps.catalog, policy: deps.policy, sealKey: sessionKeys(deps.secret).seal, now });
  const links = createAccountLinks({ storeName: deps.storeName, baseUrl: deps.baseUrl, now });
  return {
    db,
    sessions,
    carts,
    /** the orders of `user`, each with its status link when the server can rebuild it */
    orders: (user: SiteUserRow) => accountOrders(db, user, { secret: deps.secret }),
    signIn: createSignIn({ db, sessions, throttle, carts, cost, now }),
    account: createAccountService({
      db, links, mailThrottle: createMailThrottle(db, now, deps.mailAllowance ?? DEFAULT_MAIL_ALLOWANCE), throttle, sessions, cost, now,
    }),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
