// What the member check needs from visitor accounts (server/accounts/): the signed-in site user of a request's
// cookies, and granting a membership. One small seam, so the rules here do not depend on how sessions are stored.
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../db/schema';

export interface SiteUser {
  siteUserId: string;
  email: string;
  /** the member areas the user belongs to */
  memberAreas: readonly string[];
}

export interface MemberDirectory {
  /** The signed-in site user the Cookie header names, or undefined. */
  userOf(cookieHeader: string | undefined): Promise<SiteUser | undefined>;
  /** Adds the user to the area (no-op when already a member). */
  grant(trx: Transaction<Tables> | Kysely<Tables>, siteUserId: string, areaId: string, source: string): Promise<void>;
}

