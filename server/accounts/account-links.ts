// The single-use links accounts are emailed (confirm the address, set a new password, confirm a new address):
// issued inside the change's transaction with their email queued beside them, and spent by a conditional update.
import { ACCOUNT_PAGES } from '../../schemas/site-users';
import type { Executor } from '../db/schema';
import { createSiteUserTokenStore, type SiteUserTokenRow, type TokenPurpose } from '../db/site-users';
import { enqueueEmail } from '../email/outbox';
import { randomToken, sha256Hex } from '../security/tokens';

const HOUR = 60 * 60_000;
const KEEP_EXPIRED_MS = 30 * 24 * HOUR;

/** How long each kind of link works, and how its email says so. */
export const LINK_LIFETIME: Readonly<Record<TokenPurpose, { ms: number; text: string }>> = {
  verify: { ms: 72 * HOUR, text: '3 days' },
  reset: { ms: HOUR, text: '1 hour' },
  email: { ms: 24 * HOUR, text: '24 hours' },
};

const PAGE: Readonly<Record<TokenPurpose, string>> = {
  verify: ACCOUNT_PAGES.verify,
  reset: ACCOUNT_PAGES.resetPassword,
  email: ACCOUNT_PAGES.confirmEmail,
};

export interface AccountLinkDeps {
  storeName: string;
  /** the site's origin, for absolute links */
  baseUrl: string;
  now: () => number;
}

export interface LinkTarget {
  siteUserId: string;
  /** where the email goes, and the address the link confirms */
  email: string;
}

export type LinkOutcome = { ok: true; link: SiteUserTokenRow } | { ok: false; reason: 'unknown' | 'spent' };

export function createAccountLinks(deps: AccountLinkDeps) {
  /** Retires the account's earlier links of this kind, issues a new one and queues its email; returns the token. */
  async function send(q: Executor, purpose: TokenPurpose, target: LinkTarget): Promise<string> {
    const tokens = createSiteUserTokenStore(q);
    const time = deps.now();
    const token = randomToken();
    const tokenHash = sha256Hex(token);
    await tokens.retire(target.siteUserId, purpose, time);
    // Old links are kept a while so a late click still reads "expired" rather than "not valid".
    await tokens.purgeExpiredBefore(time - KEEP_EXPIRED_MS);
    await tokens.insert({
      token_hash: tokenHash, site_user_id: target.siteUserId, purpose, email: target.email, created_at: time,
      expires_at: time + LINK_LIFETIME[purpose].ms,
    });
    const common = {
      storeName: deps.storeName,
      linkUrl: `${deps.baseUrl}${PAGE[purpose]}?token=${encodeURIComponent(token)}`,
      validFor: LINK_LIFETIME[purpose].text,
    };
    const dedupeKey = `account-${purpose}:${tokenHash}`;
    if (purpose === 'verify') await enqueueEmail(q, { template: 'account-verify', to: target.email, dedupeKey, data: common }, time);
    else if (purpose === 'reset') await enqueueEmail(q, { template: 'password-reset', to: target.email, dedupeKey, data: common }, time);
    else await enqueueEmail(q, { template: 'email-change', to: target.email, dedupeKey, data: { ...common, newEmail: target.email } }, time);
    return token;
  }

  /** Spends a link of `purpose`: the one caller that finds it unused and unexpired gets it. */
  async function spend(q: Executor, purpose: TokenPurpose, token: string): Promise<LinkOutcome> {
    const tokens = createSiteUserTokenStore(q);
    const tokenHash = sha256Hex(token);
    const link = await tokens.find(tokenHash);
    if (!link || link.purpose !== purpose) return { ok: false, reason: 'unknown' };
    if (!(await tokens.use(tokenHash, deps.now()))) return { ok: false, reason: 'spent' };
    return { ok: true, link };
  }

  return { send, spend };
}

export type AccountLinks = ReturnType<typeof createAccountLinks>;
