// The account's own rules: sign up with a confirmation link, confirm the address, reset a forgotten password,
// change the password (with the current one) or the address (confirmed from the new inbox), choose a language,
// and delete the account (its orders stay with the store).
import type { Kysely } from 'kysely';
import { SITE_USER_MESSAGES, type AccountMessage, type SiteUserAccount } from '../../schemas/site-users';
import type { Tables } from '../db/schema';
import { createSiteUserSessionStore, createSiteUserStore, createSiteUserTokenStore, type SiteUserRow } from '../db/site-users';
import { DomainError } from '../domain-error';
import { randomHexId } from '../security/tokens';
import { accountEmailKey } from './account-email';
import type { AccountLinks, LinkOutcome } from './account-links';
import type { MailThrottle } from './mail-throttle';
import { hashPassword, verifyPassword, type ScryptCost } from './passwords';
import { tooManyAttempts } from './sign-in';
import type { SignInThrottle } from './sign-in-throttle';
import type { LiveSession, SiteUserSessions } from './site-user-session';

export interface AccountServiceDeps {
  db: Kysely<Tables>;
  links: AccountLinks;
  mailThrottle: MailThrottle;
  throttle: SignInThrottle;
  sessions: SiteUserSessions;
  cost: ScryptCost;
  now: () => number;
}

const message = (text: string): AccountMessage => ({ message: text });

/** A link that cannot be used: 404 when it was never issued, 410 when it was used or is too old. */
function refuseLink(outcome: Extract<LinkOutcome, { ok: false }>): never {
  if (outcome.reason === 'unknown') throw new DomainError('not_found', SITE_USER_MESSAGES.linkInvalid);
  throw new DomainError('gone', SITE_USER_MESSAGES.linkExpired);
}

export function createAccountService(deps: AccountServiceDeps) {
  const { db } = deps;

  async function view(user: SiteUserRow): Promise<SiteUserAccount> {
    const pending = await createSiteUserTokenStore(db).pendingEmail(user.id, 'email', deps.now());
    return {
      email: user.email,
      verified: user.verified_at !== null,
      createdAt: Number(user.created_at),
      language: user.language,
      pendingEmail: pending ?? null,
    };
  }

  /** A password the signed-in visitor must give again: wrong ones count against the account like sign-ins. */
  async function confirmPassword(live: LiveSession, password: string, clientAddress: string): Promise<void> {
    const keys = { account: live.user.email_key, address: clientAddress };
    const wait = await deps.throttle.waitMs(keys);
    if (wait > 0) throw tooManyAttempts(wait);
    if (!(await verifyPassword(password, live.user.password_hash))) {
      await deps.throttle.failed(keys);
      throw new DomainError('rejected', SITE_USER_MESSAGES.wrongPassword);
    }
  }

  return {
    view,

    /** Creates the account (unconfirmed) and emails its link. An address with an account answers the same. */
    async signUp(email: string, password: string, clientAddress: string): Promise<AccountMessage> {
      const emailKey = accountEmailKey(email);
      await deps.mailThrottle.allow(clientAddress, emailKey);
      const passwordHash = await hashPassword(password, deps.cost);
      await db.transaction().execute(async (trx) => {
        const users = createSiteUserStore(trx);
        const id = randomHexId();
        if (await users.insert({ id, email: email.trim(), emailKey, passwordHash, now: deps.now() })) {
          await deps.links.send(trx, 'verify', { siteUserId: id, email: email.trim() });
          return;
        }
        // Someone signing up again with an unconfirmed address gets a fresh link; the password stays the first one's.
        const known = await users.byEmailKey(emailKey);
        if (known && known.verified_at === null) await deps.links.send(trx, 'verify', { siteUserId: known.id, email: known.email });
      });
      return message(SITE_USER_MESSAGES.signUpSent);
    },

    async verifyEmail(token: string): Promise<AccountMessage> {
      return db.transaction().execute(async (trx) => {
        const outcome = await deps.links.spend(trx, 'verify', token);
        if (!outcome.ok) refuseLink(outcome);
        await createSiteUserStore(trx).markVerified(outcome.link.site_user_id, outcome.link.email, deps.now());
        return message(SITE_USER_MESSAGES.emailConfirmed);
      });
    },

    async resendVerification(live: LiveSession, clientAddress: string): Promise<AccountMessage> {
      if (live.user.verified_at !== null) throw new DomainError('conflict', SITE_USER_MESSAGES.alreadyVerified);
      await deps.mailThrottle.allow(clientAddress, live.user.email_key);
      await db.transaction().execute((trx) => deps.links.send(trx, 'verify', { siteUserId: live.user.id, email: live.user.email }));
      return message(SITE_USER_MESSAGES.verificationSent);
    },

    /** Emails a reset link when the address has an account; the answer is the same either way. */
    async requestPasswordReset(email: string, clientAddress: string): Promise<AccountMessage> {
      const emailKey = accountEmailKey(email);
      await deps.mailThrottle.allow(clientAddress, emailKey);
      await db.transaction().execute(async (trx) => {
        const user = await createSiteUserStore(trx).byEmailKey(emailKey);
        if (user) await deps.links.send(trx, 'reset', { siteUserId: user.id, email: user.email });
      });
      return message(SITE_USER_MESSAGES.resetSent);
    },

    /** Sets the new password and ends every session; the link also proves the address, so it counts as confirmed. */
    async resetPassword(token: string, password: string): Promise<AccountMessage> {
      const passwordHash = await hashPassword(password, deps.cost);
      return db.transaction().execute(async (trx) => {
        const outcome = await deps.links.spend(trx, 'reset', token);
        if (!outcome.ok) refuseLink(outcome);
        const { site_user_id: siteUserId, email } = outcome.link;
        const users = createSiteUserStore(trx);
        await users.setPassword(siteUserId, passwordHash, deps.now());
        await users.markVerified(siteUserId, email, deps.now());
        await createSiteUserSessionStore(trx).deleteAllOf(siteUserId);
        return message(SITE_USER_MESSAGES.passwordChanged);
      });
    },

    /** Changes the password; every other session ends and this one gets a new XSRF token. */
    async changePassword(live: LiveSession, current: string, next: string, clientAddress: string): Promise<string> {
      await confirmPassword(live, current, clientAddress);
      const passwordHash = await hashPassword(next, deps.cost);
      return db.transaction().execute(async (trx) => {
        await createSiteUserStore(trx).setPassword(live.user.id, passwordHash, deps.now());
        await createSiteUserSessionStore(trx).deleteAllOf(live.user.id, live.session.id_hash);
        await createSiteUserTokenStore(trx).retire(live.user.id, 'reset', deps.now());
        return deps.sessions.rotateXsrf(trx, live.session.id_hash);
      });
    },

    async changeEmail(live: LiveSession, newEmail: string, password: string, clientAddress: string): Promise<AccountMessage> {
      await confirmPassword(live, password, clientAddress);
      const emailKey = accountEmailKey(newEmail);
      if (emailKey === live.user.email_key) throw new DomainError('conflict', SITE_USER_MESSAGES.sameEmail);
      if (await createSiteUserStore(db).byEmailKey(emailKey)) throw new DomainError('conflict', SITE_USER_MESSAGES.emailTaken);
      await deps.mailThrottle.allow(clientAddress, emailKey);
      await db.transaction().execute((trx) => deps.links.send(trx, 'email', { siteUserId: live.user.id, email: newEmail.trim() }));
      return message(SITE_USER_MESSAGES.emailChangeSent);
    },

    async confirmEmail(token: string): Promise<AccountMessage> {
      return db.transaction().execute(async (trx) => {
        const outcome = await deps.links.spend(trx, 'email', token);
        if (!outcome.ok) refuseLink(outcome);
        const { site_user_id: siteUserId, email } = outcome.link;
        if (!(await createSiteUserStore(trx).setEmail(siteUserId, email, accountEmailKey(email), deps.now()))) {
          throw new DomainError('conflict', SITE_USER_MESSAGES.emailTaken);
        }
        return message(SITE_USER_MESSAGES.emailChanged);
      });
    },

    async setLanguage(live: LiveSession, language: string): Promise<SiteUserAccount> {
      await createSiteUserStore(db).setLanguage(live.user.id, language, deps.now());
      return view({ ...live.user, language });
    },

    async deleteAccount(live: LiveSession, password: string, clientAddress: string): Promise<AccountMessage> {
      await confirmPassword(live, password, clientAddress);
      await db.transaction().execute((trx) => createSiteUserStore(trx).delete(live.user.id));
      return message(SITE_USER_MESSAGES.accountDeleted);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
