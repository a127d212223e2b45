/** Which subscription a manage link names: `?subscription=<id>&token=<token>` (a token that cannot fit is none). */
export interface ManageLink {
  subscriptionId: string;
  token: string;
}

const TOKEN_LENGTH = { min: 16, max: 200 };

export function manageLinkOf(search: string): ManageLink | undefined {
  const params = new URLSearchParams(search);
  const subscriptionId = params.get('subscription')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  // The contract refuses these anyway: no call is made for a link that cannot match a subscription.
  if (subscriptionId === '' || subscriptionId.length > 64) return undefined;
  if (token.length < TOKEN_LENGTH.min || token.length > TOKEN_LENGTH.max) return undefined;
  return { subscriptionId, token };
}
