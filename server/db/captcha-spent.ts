// SQL for spent one-time proofs: solved captcha challenges and form tickets, kept until they expire so that
// each one serves a single submission, on every instance sharing the database.
import type { Executor } from './schema';

export function createCaptchaSpentStore(q: Executor) {
  return {
    /** Records a proof as used; false when it was used before (the primary key refuses it a second time). */
    async spend(proofHash: string, expiresAt: number): Promise<boolean> {
      const result = await q.insertInto('captcha_spent').values({ proof_hash: proofHash, expires_at: expiresAt })
        .onConflict((oc) => oc.column('proof_hash').doNothing()).executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },

    /** Forgets proofs that have expired: an expired proof is refused for its age, so its row is no longer needed. */
    async pruneExpired(now: number): Promise<number> {
      const result = await q.deleteFrom('captcha_spent').where('expires_at', '<', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type CaptchaSpentStore = ReturnType<typeof createCaptchaSpentStore>;
