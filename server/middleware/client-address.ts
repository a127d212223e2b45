// The address a request comes from: the connection's peer, or, when that peer is a proxy the owner trusts
// (KIOSK_TRUST_PROXY), the nearest address in X-Forwarded-For that is not one of those proxies. A client cannot
// choose its own address by sending the header: an untrusted peer's X-Forwarded-For is ignored.
import type { Context } from 'hono';

export const TRUST_PROXY_ENV = 'KIOSK_TRUST_PROXY';
/** What a request without a socket (an in-process call) counts as. */
export const UNKNOWN_ADDRESS = 'unknown';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** "::ffff:127.0.0.1" and "127.0.0.1" are one client. */
function normalise(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/** The proxy list as the owner writes it: comma-separated addresses ("127.0.0.1, 10.0.0.2"). */
export function parseTrustedProxies(list: string | undefined): ReadonlySet<string> {
  return new Set((list ?? '').split(',').map(normalise).filter((address) => address !== ''));
}

export function clientAddress(c: Context, trusted: ReadonlySet<string>): string {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  if (!peer) return UNKNOWN_ADDRESS;
  let address = normalise(peer);
  if (!trusted.has(address)) return address;
  const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map(normalise).filter((hop) => hop !== '');
  // Walk back from the hop nearest to us; the first one our proxies did not add is the client.
  for (let index = forwarded.length - 1; index >= 0; index--) {
    address = forwarded[index];
    if (!trusted.has(address)) return address;
  }
  return address;
}
