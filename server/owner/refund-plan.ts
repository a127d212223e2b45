// Works out what a refund gives back, before anything moves: how much goes to the card and how much to each gift
// card the order spent, and which units of which lines it covers. Pure, so every refusal happens before money moves.
import { OWNER_ORDER_MESSAGES as M, type RefundRequest } from '../../schemas/owner-orders';
import type { MoneyText } from '../checkout/money-text';
import type { OrderLineRow, OrderRow } from '../db/orders';
import type { PaymentRow } from '../db/payments';
import { DomainError } from '../domain-error';

/** A gift-card ledger entry of the order: negative spent, positive given back. */
export interface LedgerEntry {
  gift_card_id: string;
  amount_cents: number;
}

/** What an order can still give back. */
export interface Refundable {
  /** the captured card payment with money left on it, if any */
  payment: PaymentRow | undefined;
  cardCents: number;
  /** by gift card, what the order spent and has not given back yet, in the order it was spent */
  giftCards: { giftCardId: string; cents: number }[];
  giftCents: number;
  totalCents: number;
}

export interface RefundPlan {
  amountCents: number;
  /** the card's part, refunded first */
  cardCents: number;
  payment: PaymentRow | undefined;
  /** what goes back to each gift card */
  giftCredits: { giftCardId: string; cents: number }[];
  /** units refunded by line id */
  lineUnits: Map<string, number>;
  /** nothing is left to refund afterwards */
  full: boolean;
}

const CAPTURED = new Set(['captured', 'partially_refunded']);
const NOT_YET_CAPTURED = new Set(['pending', 'authorized']);

/** What is left to give back: the captured card payment less its refunds, and each gift card's net spend. */
export function refundableOf(payments: readonly PaymentRow[], ledger: readonly LedgerEntry[]): Refundable {
  const payment = payments.find((row) => CAPTURED.has(row.status) && row.amount_cents > row.refunded_cents);
  const cardCents = payment ? payment.amount_cents - payment.refunded_cents : 0;
  const net = new Map<string, number>();
  for (const entry of ledger) net.set(entry.gift_card_id, (net.get(entry.gift_card_id) ?? 0) - entry.amount_cents);
  const giftCards = [...net].filter(([, cents]) => cents > 0).map(([giftCardId, cents]) => ({ giftCardId, cents }));
  const giftCents = giftCards.reduce((sum, card) => sum + card.cents, 0);
  return { payment, cardCents, giftCards, giftCents, totalCents: cardCents + giftCents };
}

/** Units of each line not refunded yet. */
export const unitsLeft = (line: OrderLineRow): number => line.quantity - line.refunded_quantity;

function lineUnitsOf(lines: readonly OrderLineRow[], asked: RefundRequest['lines']): Map<string, number> {
  const units = new Map<string, number>();
  for (const { lineId, quantity } of asked ?? []) {
    const line = lines.find((row) => row.id === lineId);
    if (!line) throw new DomainError('rejected', M.unknownLine(lineId), { field: 'lines' });
    if (units.has(lineId)) throw new DomainError('rejected', M.lineTwice(lineId), { field: 'lines' });
    if (quantity > unitsLeft(line)) throw new DomainError('rejected', M.tooManyUnits(lineId, unitsLeft(line)), { field: 'lines' });
    units.set(lineId, quantity);
  }
  return units;
}

/** Gives `cents` back to the cards in the order they were spent, each at most what it gave. */
function giftCredits(cards: Refundable['giftCards'], cents: number): RefundPlan['giftCredits'] {
  const credits: RefundPlan['giftCredits'] = [];
  let left = cents;
  for (const card of cards) {
    if (left === 0) break;
    const credit = Math.min(card.cents, left);
    credits.push({ giftCardId: card.giftCardId, cents: credit });
    left -= credit;
  }
  return credits;
}

/**
 * Plans a refund of `request` on `order`: 409 when nothing can be refunded, 422 when the request asks for more
 * than is left. Without an amount it refunds the named lines' value, or without lines everything left; a refund
 * that leaves nothing covers every unit not refunded yet.
 */
export function planRefund(
  order: OrderRow, lines: readonly OrderLineRow[], payments: readonly PaymentRow[], ledger: readonly LedgerEntry[],
  request: Pick<RefundRequest, 'amountCents' | 'lines'>, money: MoneyText,
): RefundPlan {
  if (order.status === 'cancelled') throw new DomainError('conflict', M.cancelled);
  const left = refundableOf(payments, ledger);
  if (payments.some((row) => NOT_YET_CAPTURED.has(row.status))) throw new DomainError('conflict', M.notCaptured);
  if (left.totalCents === 0) throw new DomainError('conflict', M.nothingToRefund);

  const lineUnits = lineUnitsOf(lines, request.lines);
  const linesValue = [...lineUnits].reduce((sum, [id, units]) => sum + units * lines.find((line) => line.id === id)!.unit_price_cents, 0);
  const amountCents = request.amountCents ?? (request.lines ? Math.min(linesValue, left.totalCents) : left.totalCents);
  if (amountCents > left.totalCents) throw new DomainError('rejected', M.tooMuch(money(left.totalCents)), { field: 'amountCents', refundableCents: left.totalCents });
  if (amountCents === 0) throw new DomainError('conflict', M.nothingToRefund);

  const full = amountCents === left.totalCents;
  if (full && !request.lines) for (const line of lines) if (unitsLeft(line) > 0) lineUnits.set(line.id, unitsLeft(line));
  const cardCents = Math.min(amountCents, left.cardCents);
  return {
    amountCents, cardCents, payment: cardCents > 0 ? left.payment : undefined,
    giftCredits: giftCredits(left.giftCards, amountCents - cardCents), lineUnits, full,
  };
}
