/** Which order a confirmation or status link names: `?order=<id>&token=<token>` (a token too short is no token). */
export interface OrderAccess {
  orderId: string;
  token: string;
}

const TOKEN_LENGTH = { min: 16, max: 200 };

export function orderAccessOf(search: string): OrderAccess | undefined {
  const params = new URLSearchParams(search);
  const orderId = params.get('order')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  // The contract refuses these anyway: no call is made for a link that cannot match an order.
  if (orderId === '' || orderId.length > 64) return undefined;
  if (token.length < TOKEN_LENGTH.min || token.length > TOKEN_LENGTH.max) return undefined;
  return { orderId, token };
}
