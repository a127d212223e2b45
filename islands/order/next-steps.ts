/**
 * "What happens next" for an order, by what it holds: a parcel to ship (or, once shipped, its tracking), files
 * to download, gift cards sent, a membership opened, a service to schedule. A subscription has a block of its own (order-details).
 */
import type { OrderView } from '../../schemas/checkout';
import { formatDay, formatDayTime } from './order-format';
import { downloadLabel, downloadTermsText, giftCardSentText, ORDER_TEXT, shippedText, trackingNumberText } from './order-text';

export type OrderPage = 'confirmation' | 'status';

export type NextStep =
  | { kind: 'text'; key: string; text: string }
  | { kind: 'link'; key: string; text: string; href: string; note?: string };

function shippingSteps(order: OrderView, page: OrderPage, locale: string): NextStep[] {
  const shipped = page === 'status' && order.status === 'fulfilled' && order.fulfillment !== null;
  if (!shipped || !order.fulfillment) return [{ kind: 'text', key: 'ships', text: ORDER_TEXT.physical }];
  const { trackingNumber, trackingUrl, carrier, fulfilledAt } = order.fulfillment;
  const steps: NextStep[] = [{ kind: 'text', key: 'shipped', text: shippedText(formatDay(fulfilledAt, locale), carrier) }];
  if (trackingUrl) steps.push({ kind: 'link', key: 'track', text: ORDER_TEXT.trackPackage, href: trackingUrl, note: trackingNumber ? trackingNumberText(trackingNumber) : undefined });
  else if (trackingNumber) steps.push({ kind: 'text', key: 'tracking', text: trackingNumberText(trackingNumber) });
  return steps;
}

export function nextSteps(order: OrderView, page: OrderPage, locale: string): NextStep[] {
  const steps: NextStep[] = [];
  const types = new Set(order.lines.map((line) => line.productType.toUpperCase()));
  // A subscription's parcels follow its billing: its own block says when; the shipping line still applies.
  if (types.has('PHYSICAL')) steps.push(...shippingSteps(order, page, locale));
  for (const line of order.lines) {
    const type = line.productType.toUpperCase();
    if (type === 'DIGITAL') {
      steps.push(
        line.download
          ? {
              kind: 'link',
              key: `download-${line.id}`,
              text: downloadLabel(line.title),
              href: line.download.url,
              note: downloadTermsText(formatDayTime(line.download.expiresAt, locale), line.download.downloadsLeft),
            }
          : { kind: 'text', key: `download-${line.id}`, text: `${line.title}: ${ORDER_TEXT.downloadGone}` },
      );
    } else if (type === 'GIFT_CARD') {
      steps.push({ kind: 'text', key: `gift-${line.id}`, text: giftCardSentText(line.giftCardRecipient, line.title) });
    } else if (type === 'PAYWALL') {
      // Neither shipped nor downloaded: the account it was bought with can read the area's pages now.
      steps.push({ kind: 'text', key: `membership-${line.id}`, text: `Membership: ${line.title}. ${ORDER_TEXT.membershipNote}` });
    }
  }
  if (types.has('SERVICE')) steps.push({ kind: 'text', key: 'service', text: ORDER_TEXT.service });
  return steps;
}
