/** What the installment notice says for a price: the instalment amount when in range, else the bound (spec §5). */
import { instalmentCents, isInRange, outOfRangeMessage } from './installment-rules';
import type { InstallmentSettings } from './installment-settings';

export type NoticeView = { inRange: true; instalment: string } | { inRange: false; message: string };

export function noticeView(priceCents: number, settings: InstallmentSettings, format: (cents: number) => string): NoticeView {
  if (isInRange(priceCents, settings.minCents, settings.maxCents)) {
    return { inRange: true, instalment: format(instalmentCents(priceCents, settings.count)) };
  }
  return { inRange: false, message: outOfRangeMessage(priceCents, settings.minCents, settings.maxCents, format) };
}
