/** Which subscription a manage link names: `?subscription=<id>&token=<token>` (a token that cannot fit is none). */
import { tokenLinkOf } from '../token-link';

export interface ManageLink {
  subscriptionId: string;
  token: string;
}

export function manageLinkOf(search: string): ManageLink | undefined {
  const link = tokenLinkOf(search, 'subscription');
  return link && { subscriptionId: link.id, token: link.token };
}
