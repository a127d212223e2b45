// Gives the API's cookies a Domain (KIOSK_COOKIE_DOMAIN, e.g. shop.example) when the pages live on a sibling host
// (www.shop.example) and the API on another (api.shop.example): the pages read the crumb and the cart and
// account hints from document.cookie, which shows only cookies set for their own host or a parent domain.

/** The domain as the owner writes it ("shop.example" or ".shop.example"); undefined when unset; throws when not a host name. */
export function parseCookieDomain(text: string | undefined): string | undefined {
  const domain = text?.trim().replace(/^\./, '').toLowerCase();
  if (!domain) return undefined;
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) throw new Error(`KIOSK_COOKIE_DOMAIN: "${text}" is not a domain name (write it as shop.example)`);
  return domain;
}

/** The answer with every cookie it sets scoped to `domain` (a cookie that names its own Domain keeps it). */
export function withCookieDomain(response: Response, domain: string | undefined): Response {
  if (!domain) return response;
  const cookies = response.headers.getSetCookie();
  if (cookies.length === 0) return response;
  response.headers.delete('Set-Cookie');
  for (const cookie of cookies) {
    response.headers.append('Set-Cookie', /;\s*domain=/i.test(cookie) ? cookie : `${cookie}; Domain=${domain}`);
  }
  return response;
}
