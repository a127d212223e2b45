// Emails back-in-stock notices: claims a variant's pending sign-ups one by one, oldest first, and queues each
// one's notice through the outbox in the same transaction. A claim is a conditional update (pending → notified)
// and the notice's dedupe key names the sign-up, so a sign-up is emailed once, never twice, even when two owners
// or two instances send at the same moment.
import { RESTOCK_UNSUBSCRIBE_PATH } from '../../schemas/contract/restock-unsubscribe';
import { RESTOCK_UNSUBSCRIBE_PAGE } from '../../schemas/restock-unsubscribe';
import { createRestockSignUpStore } from '../db/restock-signups';
import type { NoticeVariantRow } from '../db/restock-variants';
import type { Executor } from '../db/schema';
import type { RestockNoticeData } from '../email/email-messages';
import { enqueueEmail } from '../email/outbox';
import { randomToken, sha256Hex } from '../security/tokens';

export interface RestockNoticeDeps {
  storeName: string;
  /** the published site's origin, for the links (settings.baseUrl) */
  baseUrl: string;
}

/** Sign-ups read per round while notifying: claimed rows stop being pending, so each round reads the next ones. */
const ROUND = 100;

/** The variant's options in its product's display order ("Size: A3"). */
export function variantOptions(variant: Pick<NoticeVariantRow, 'attributes' | 'option_names'>): { name: string; value: string }[] {
  const attributes = JSON.parse(variant.attributes) as Record<string, string>;
  const order = JSON.parse(variant.option_names) as string[];
  const names = [...order.filter((name) => name in attributes), ...Object.keys(attributes).filter((name) => !order.includes(name))];
  return names.map((name) => ({ name, value: attributes[name] }));
}

export type RestockNotices = ReturnType<typeof createRestockNotices>;

export function createRestockNotices(deps: RestockNoticeDeps) {
  const origin = deps.baseUrl.replace(/\/+$/, '');

  function noticeData(variant: NoticeVariantRow, token: string): RestockNoticeData {
    const query = `?token=${encodeURIComponent(token)}`;
    return {
      storeName: deps.storeName,
      title: variant.title,
      options: variantOptions(variant),
      productUrl: `${origin}${variant.url}`,
      unsubscribePageUrl: `${origin}${RESTOCK_UNSUBSCRIBE_PAGE}${query}`,
      unsubscribeUrl: `${origin}${RESTOCK_UNSUBSCRIBE_PATH}/one-click${query}`,
    };
  }

  /**
   * Emails up to `limit` of the variant's pending sign-ups, first come first served, with `q` (the caller's
   * transaction: the notices exist exactly when it commits). Returns how many were notified by this call.
   */
  async function notify(q: Executor, variant: NoticeVariantRow, limit: number, now: number): Promise<number> {
    if (variant.variant_id === null) return 0;
    const signUps = createRestockSignUpStore(q);
    let sent = 0;
    while (sent < limit) {
      const round = await signUps.pending(variant.item_id, variant.variant_id, Math.min(ROUND, limit - sent));
      if (round.length === 0) break;
      for (const signUp of round) {
        // The token is mailed once and stored only as its hash.
        const token = randomToken();
        if (!(await signUps.claim(signUp.id, sha256Hex(token), now))) continue;
        await enqueueEmail(q, { template: 'restock-notice', to: signUp.email, dedupeKey: `restock-notice:${signUp.id}`, data: noticeData(variant, token) }, now);
        sent += 1;
      }
    }
    return sent;
  }

  return { notify };
}
