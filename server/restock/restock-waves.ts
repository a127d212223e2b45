// Automatic back-in-stock notices when an owner raises a variant's stock (kiosk stock, the owner stock route, a
// refund or cancellation putting units back, a content edit re-seeding the catalog), in the transaction of the raise.
//
// The rule, per variant:
// - A raise off zero (the variant was sold out) starts a stock episode: its notices count from 0.
// - Each raise emails the oldest pending sign-ups, at most `units in stock now − notices already sent in this
//   episode`: 3 units never email more than 3 people, and raising 3 → 5 emails 2 more. The next sign-ups get theirs
//   when, after the variant sold out again, its stock is raised off zero again.
// - Cool-down: a raise off zero less than 10 minutes after the variant's last wave sends nothing and keeps the
//   episode (its notices still count), so stock that flaps 0 → 5 → 0 → 5 emails one wave, not two. The people still
//   waiting then get theirs from the next raise after the cool-down, or when the owner sends by hand
//   (…/restock/send, which emails every pending sign-up and is not capped).
// - Each sign-up is notified at most once, ever (restock-notices.ts).
import type { Transaction } from 'kysely';
import { createRestockVariantStore } from '../db/restock-variants';
import { createRestockWaveStore, type WaveState } from '../db/restock-waves';
import type { Tables } from '../db/schema';
import type { RestockNotices } from './restock-notices';

export const RESTOCK_COOL_DOWN_MS = 10 * 60_000;

/** A limited variant's live stock went from `before` to `after` units, inside `trx`. */
export type StockRaised = (trx: Transaction<Tables>, sku: string, before: number, after: number) => Promise<void>;

export interface Wave {
  /** at most this many notices now */
  limit: number;
  /** the episode's notices before this wave (0 when it starts one) */
  episodeNotices: number;
}

/** What a raise may send under the rule above; undefined when it sends nothing (not a raise, or cooling down). */
export function planWave(state: WaveState, before: number, after: number, now: number, coolDownMs = RESTOCK_COOL_DOWN_MS): Wave | undefined {
  if (after <= before || after <= 0) return undefined;
  if (before > 0) return { limit: Math.max(0, after - state.episodeNotices), episodeNotices: state.episodeNotices };
  if (state.lastWaveAt !== null && now - state.lastWaveAt < coolDownMs) return undefined;
  return { limit: after, episodeNotices: 0 };
}

export interface RestockWaveDeps {
  notices: RestockNotices;
  now: () => number;
  coolDownMs?: number;
}

/** The hook stock changes call with their transaction once a limited variant's stock went up. */
export function restockWaves({ notices, now, coolDownMs }: RestockWaveDeps): StockRaised {
  return async (trx, sku, before, after) => {
    if (after <= before) return;
    const variant = await createRestockVariantStore(trx).bySku(sku);
    if (!variant || variant.variant_id === null || variant.unlimited === 1) return;
    const waves = createRestockWaveStore(trx);
    const state = await waves.lock(variant.item_id, variant.variant_id);
    const time = now();
    const wave = planWave(state, before, after, time, coolDownMs);
    if (!wave) return;
    const sent = wave.limit > 0 ? await notices.notify(trx, variant, wave.limit, time) : 0;
    await waves.save(variant.item_id, variant.variant_id, {
      episodeNotices: wave.episodeNotices + sent,
      lastWaveAt: sent > 0 ? time : state.lastWaveAt,
    });
  };
}
