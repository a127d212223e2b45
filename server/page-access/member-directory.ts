// The member directory the page checks use: the visitor accounts' sessions and memberships
// (server/accounts/site-user-session.ts) over the store's database and session secret.
import type { Kysely } from 'kysely';
import { createSiteUserDirectory } from '../accounts/site-user-session';
import type { Tables } from '../db/schema';
import type { MemberDirectory } from './site-user-adapter';

export function memberDirectoryFor(db: Kysely<Tables>, secret: string, now: () => number = Date.now): MemberDirectory {
  return createSiteUserDirectory(db, secret, now);
}
