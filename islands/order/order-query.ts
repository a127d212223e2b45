/** Which order a confirmation or status link names: `?order=<id>&token=<token>` (a token too short is no token). */
import { tokenLinkOf } from '../token-link';

export interface OrderAccess {
  orderId: string;
  token: string;
}

export function orderAccessOf(search: string): OrderAccess | undefined {
  const link = tokenLinkOf(search, 'order');
  return link && { orderId: link.id, token: link.token };
}
