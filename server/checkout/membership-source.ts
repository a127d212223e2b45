// How a membership granted by an order is recorded (site_user_memberships.source), so undoing the order finds it.

/** The grant's source for order `orderId`: 'order:<id>' (the memberships table's documented form). */
export function membershipSource(orderId: string): string {
  return `order:${orderId}`;
}
