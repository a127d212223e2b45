// A shopper over real HTTP for bench:api's fixtures: keeps the cookies the API sets and echoes the crumb.
import { randomBytes, randomUUID } from 'node:crypto';

/**
 * The proxy bench:api's API trusts (the load comes from this machine): each shopper's requests name their own
 * address in X-Forwarded-For, as many visitors behind a proxy would, so the per-address rate limit counts each
 * shopper apart instead of every request in one row (on PostgreSQL, one row lock all 50 connections queue on).
 */
export const BENCH_PROXY = '127.0.0.1';

let addressesGiven = 0;

/** A client address no other shopper of this run has: 10.x.y.z, counting up. */
export function newAddress(): string {
  const n = ++addressesGiven;
  return `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
}

/** A crumb as a browser might hold one (the API accepts any 16..128 URL-safe characters it did not issue). */
export function newCrumb(): string {
  return randomBytes(18).toString('base64url');
}

/** Headers of a state-changing call: crumb cookie and header, JSON body, (as the storefront sends) a key, the address. */
export function changeHeaders(cookie: string, crumb: string, address: string): Record<string, string> {
  return { cookie, 'x-csrf-token': crumb, 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': address };
}

export class HttpVisitor {
  readonly cookies = new Map<string, string>();
  readonly address = newAddress();

  constructor(readonly base: string) {}

  get crumb(): string {
    return this.cookies.get('crumb') ?? '';
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: string, path: string, json?: unknown): Promise<any> {
    const headers = method === 'GET' ? { cookie: this.cookieHeader, 'x-forwarded-for': this.address } : changeHeaders(this.cookieHeader, this.crumb, this.address);
    const response = await fetch(this.base + path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      if (/max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, decodeURIComponent(pair.slice(eq + 1)));
    }
    const body = await response.json();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(body)}`);
    return body;
  }

  /** A first page view (picks up the crumb), then a line of `itemId`; resolves with the new line's id. */
  async startCart(itemId: string): Promise<string> {
    await this.request('GET', '/api/commerce/shopping-cart');
    const answer = await this.request('POST', '/api/commerce/shopping-cart/entries', { itemId, quantity: 1 });
    return answer.newlyAdded.id as string;
  }

  async totalQuantity(): Promise<number> {
    return (await this.request('GET', '/api/commerce/shopping-cart')).totalQuantity as number;
  }
}
