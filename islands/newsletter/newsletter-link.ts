/** The token of a newsletter link (`?token=<token>`: the confirmation and unsubscribe pages); one that cannot fit is none. */
const TOKEN_LENGTH = { min: 16, max: 200 };

export function newsletterTokenOf(search: string): string | undefined {
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  return token.length >= TOKEN_LENGTH.min && token.length <= TOKEN_LENGTH.max ? token : undefined;
}
