// SQL for download grants: one per paid digital line, found by the hash of its link's token, used up by a
// conditional update (expiry, count and revocation checked in the same statement).
import type { Insertable, Selectable } from 'kysely';
import type { DownloadsTable, Executor } from './schema';

export type DownloadRow = Selectable<DownloadsTable>;

export function createDownloadStore(q: Executor) {
  return {
    async insert(row: Insertable<DownloadsTable>): Promise<void> {
      await q.insertInto('downloads').values(row).execute();
    },

    find: (tokenHash: string): Promise<DownloadRow | undefined> =>
      q.selectFrom('downloads').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

    ofOrder: (orderId: string): Promise<DownloadRow[]> => q.selectFrom('downloads').selectAll().where('order_id', '=', orderId).execute(),

    /** Counts one download if the link still works; the grant as it then is, or undefined when it does not. */
    use: (tokenHash: string, now: number): Promise<DownloadRow | undefined> =>
      q.updateTable('downloads').set((eb) => ({ download_count: eb('download_count', '+', 1) }))
        .where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).where('expires_at', '>', now)
        .where((eb) => eb('download_count', '<', eb.ref('max_downloads')))
        .returningAll().executeTakeFirst(),

    async revokeForOrder(orderId: string, now: number): Promise<void> {
      await q.updateTable('downloads').set({ revoked_at: now }).where('order_id', '=', orderId).where('revoked_at', 'is', null).execute();
    },
  };
}
