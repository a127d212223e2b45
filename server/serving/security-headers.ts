// Puts the security headers on every answer the server sends. HTTPS is known from the connection itself (TLS) or
// from X-Forwarded-Proto, believed only from the proxies the owner trusts (KIOSK_TRUST_PROXY), like X-Forwarded-For.
import type { Context, MiddlewareHandler } from 'hono';
import { parseTrustedProxies } from '../middleware/client-address';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** Whether the visitor's request reached us over HTTPS. */
export function servedOverHttps(c: Context, trusted: ReadonlySet<string>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  if (!peer || ![...parseTrustedProxies(peer)].some((address) => trusted.has(address))) return false;
  // The first value is what the visitor's side of the outermost proxy saw.
  return (c.req.header('x-forwarded-proto') ?? '').split(',')[0].trim().toLowerCase() === 'https';
}

/** Adds `headersFor(https)` to every answer, without replacing a header a handler set on purpose. */
export function securityHeaders(options: { trustProxy?: string; headersFor: (https: boolean) => Record<string, string> }): MiddlewareHandler {
  const trusted = parseTrustedProxies(options.trustProxy);
  return async (c, next) => {
    await next();
    const headers = options.headersFor(servedOverHttps(c, trusted));
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
