// The visitor accounts as the owner lists them (`kiosk accounts list`): address, confirmed or not, created and
// last sign-in; nothing secret.
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import { createSiteUserStore } from '../db/site-users';

export interface AccountListing {
  id: string;
  email: string;
  verified: boolean;
  createdAt: number;
  lastSignInAt: number | null;
}

export async function listAccounts(db: Kysely<Tables>): Promise<AccountListing[]> {
  const rows = await createSiteUserStore(db).all();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    verified: row.verified_at !== null,
    createdAt: Number(row.created_at),
    lastSignInAt: row.last_sign_in_at === null ? null : Number(row.last_sign_in_at),
  }));
}
