// Signing in and out: the password check behind the throttle (an unknown email costs the same scrypt work as a
// wrong password and answers the same), the session, and the cart that follows the account.
import type { Kysely } from 'kysely';
import { SITE_USER_MESSAGES } from '../../schemas/site-users';
import type { Tables } from '../db/schema';
import { createSiteUserSessionStore, createSiteUserStore } from '../db/site-users';
import { DomainError } from '../domain-error';
import type { AccountCarts, CartPointer } from './account-cart';
import { accountEmailKey } from './account-email';
import { createDecoyHash, hashPassword, needsRehash, verifyPassword, type ScryptCost } from './passwords';
import type { SignInThrottle } from './sign-in-throttle';
import type { LiveSession, SiteUserSessions, StartedSession } from './site-user-session';

export interface SignInDeps {
  db: Kysely<Tables>;
  sessions: SiteUserSessions;
  throttle: SignInThrottle;
  carts: AccountCarts;
  cost: ScryptCost;
  now: () => number;
}

export interface SignInAttempt {
  email: string;
  password: string;
  rememberMe: boolean;
  clientAddress: string;
  /** the browser's CART token, if it has one */
  cartToken: string | undefined;
}

export interface SignedIn {
  session: StartedSession;
  remember: boolean;
  cart: CartPointer;
}

/** 429 with the seconds to wait (the route adds Retry-After). */
export function tooManyAttempts(waitMs: number): DomainError {
  return new DomainError('rate_limited', SITE_USER_MESSAGES.tooManyAttempts, { retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) });
}

export function createSignIn(deps: SignInDeps) {
  const decoy = createDecoyHash(deps.cost);

  async function signIn(attempt: SignInAttempt): Promise<SignedIn> {
    const emailKey = accountEmailKey(attempt.email);
    const keys = { account: emailKey, address: attempt.clientAddress };
    const wait = await deps.throttle.waitMs(keys);
    if (wait > 0) throw tooManyAttempts(wait);

    const user = await createSiteUserStore(deps.db).byEmailKey(emailKey);
    const matches = await verifyPassword(attempt.password, user?.password_hash ?? (await decoy()));
    if (!user || !matches) {
      await deps.throttle.failed(keys);
      throw new DomainError('unauthenticated', SITE_USER_MESSAGES.badCredentials);
    }
    await deps.throttle.succeeded(keys);
    // Raised cost parameters reach an account at its next sign-in, the one moment its password is known.
    const rehashed = needsRehash(user.password_hash, deps.cost) ? await hashPassword(attempt.password, deps.cost) : undefined;

    return deps.db.transaction().execute(async (trx) => {
      const time = deps.now();
      if (rehashed) await createSiteUserStore(trx).setPassword(user.id, rehashed, time);
      await createSiteUserStore(trx).touchSignIn(user.id, time);
      const session = await deps.sessions.start(trx, user.id, attempt.rememberMe);
      const cart = await deps.carts.attach(trx, user.id, attempt.cartToken);
      return { session, remember: attempt.rememberMe, cart };
    });
  }

  /** Ends the session; with cloneCart the browser keeps a copy of the account's cart, else it is pointed at none. */
  async function signOut(live: LiveSession | undefined, cloneCart: boolean): Promise<CartPointer> {
    if (!live) return { units: 0 };
    return deps.db.transaction().execute(async (trx) => {
      await createSiteUserSessionStore(trx).delete(live.session.id_hash);
      return cloneCart ? deps.carts.cloneForBrowser(trx, live.user.id) : { units: 0 };
    });
  }

  return { signIn, signOut };
}

export type SignInService = ReturnType<typeof createSignIn>;
