/**
 * Reads a secret link's query (`?<idParam>=<id>&token=<token>`: an order's status link, a subscription's manage
 * link). A link whose id or token cannot fit the contract is none: no call is made for it.
 */
const TOKEN_LENGTH = { min: 16, max: 200 };
const MAX_ID_LENGTH = 64;

export function tokenLinkOf(search: string, idParam: string): { id: string; token: string } | undefined {
  const params = new URLSearchParams(search);
  const id = params.get(idParam)?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  if (id === '' || id.length > MAX_ID_LENGTH) return undefined;
  if (token.length < TOKEN_LENGTH.min || token.length > TOKEN_LENGTH.max) return undefined;
  return { id, token };
}
