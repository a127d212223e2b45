// SQL for the automatic back-in-stock waves: one row per variant counting the notices of its current stock
// episode and when the last wave went out. Reading it first writes it, so on PostgreSQL the row stays locked
// until the stock change's transaction ends and two raises of one variant take their turns.
import type { Executor } from './schema';

export interface WaveState {
  episodeNotices: number;
  lastWaveAt: number | null;
}

export function createRestockWaveStore(q: Executor) {
  return {
    /** The variant's wave state (none yet: no notices, no wave), its row locked for the rest of the transaction. */
    async lock(productId: string, variantId: string): Promise<WaveState> {
      const row = await q.insertInto('restock_waves')
        .values({ product_id: productId, variant_id: variantId, episode_notices: 0, last_wave_at: null })
        .onConflict((oc) => oc.columns(['product_id', 'variant_id']).doUpdateSet((eb) => ({ episode_notices: eb.ref('restock_waves.episode_notices') })))
        .returning(['episode_notices', 'last_wave_at'])
        .executeTakeFirstOrThrow();
      return { episodeNotices: Number(row.episode_notices), lastWaveAt: row.last_wave_at === null ? null : Number(row.last_wave_at) };
    },

    async save(productId: string, variantId: string, state: WaveState): Promise<void> {
      await q.updateTable('restock_waves').set({ episode_notices: state.episodeNotices, last_wave_at: state.lastWaveAt })
        .where('product_id', '=', productId).where('variant_id', '=', variantId).execute();
    },
  };
}
