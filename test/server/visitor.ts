// Test helper: a browser-like visitor of the /api app that keeps cookies and sends the crumb header.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApi, type ApiOptions, type KioskApi } from '../../server/api';
import { testDatabase } from './test-database';

export const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));

/** The item id of a demo-store product, read from content/ (the ids the cart API uses). */
export function itemIdOf(slug: string): string {
  const item = JSON.parse(readFileSync(join(CONTENT_DIR, 'collections/shop/items', `${slug}.json`), 'utf8'));
  return item.id as string;
}

export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function parseSetCookie(header: string): SetCookie {
  const [pair, ...rest] = header.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const attribute of rest) {
    const at = attribute.indexOf('=');
    if (at < 0) attributes[attribute.toLowerCase()] = true;
    else attributes[attribute.slice(0, at).toLowerCase()] = attribute.slice(at + 1);
  }
  return { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)), attributes };
}

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
  setCookies: SetCookie[];
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** leave out the X-CSRF-Token header */
  withoutCrumb?: boolean;
}

/** Anything that answers requests in-process: a KioskApi, or a Hono app. */
export interface InProcessApp {
  request(input: string, init?: RequestInit, env?: unknown): Response | Promise<Response>;
}

let visitorCount = 0;

/** A distinct client address for each visitor (documentation range), as a connection would carry it. */
export function nextAddress(): string {
  visitorCount += 1;
  return `192.0.2.${visitorCount % 250}-${Math.floor(visitorCount / 250)}`;
}

/** The node-server bindings a request arriving from `address` has (what the rate limits key on). */
export function fromAddress(address: string) {
  return { incoming: { socket: { remoteAddress: address } } };
}

export class Visitor {
  readonly cookies = new Map<string, string>();

  /** `address` is the client address the app sees; each visitor gets its own unless told. */
  constructor(readonly app: InProcessApp, readonly address: string = nextAddress()) {}

  get crumb(): string | undefined {
    return this.cookies.get('crumb');
  }

  async request(path: string, options: RequestOptions = {}): Promise<Answer> {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET' && !options.withoutCrumb && this.crumb) headers['X-CSRF-Token'] ??= this.crumb;
    let body: string | undefined = options.rawBody;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    }
    const response = await this.app.request(path, { method, headers, body }, fromAddress(this.address));
    const setCookies = response.headers.getSetCookie().map(parseSetCookie);
    for (const cookie of setCookies) {
      if (cookie.attributes['max-age'] === '0') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, headers: response.headers, body: type.includes('json') ? JSON.parse(text) : text, setCookies };
  }

  /** A first page view: picks up the crumb cookie. */
  async arrive(): Promise<this> {
    await this.request('/api/commerce/shopping-cart');
    return this;
  }

  cart(): Promise<Answer> {
    return this.request('/api/commerce/shopping-cart');
  }

  add(json: unknown, headers?: Record<string, string>): Promise<Answer> {
    return this.request('/api/commerce/shopping-cart/entries', { method: 'POST', json, headers });
  }

  setQuantity(entryId: string, json: unknown, headers?: Record<string, string>): Promise<Answer> {
    return this.request(`/api/commerce/shopping-cart/entries/${entryId}`, { method: 'PUT', json, headers });
  }

  remove(entryId: string, headers?: Record<string, string>): Promise<Answer> {
    return this.request(`/api/commerce/shopping-cart/entries/${entryId}`, { method: 'DELETE', headers });
  }

  setFields(entryId: string, json: unknown, headers?: Record<string, string>): Promise<Answer> {
    return this.request(`/api/commerce/shopping-cart/entries/${entryId}/additionalFields`, { method: 'PUT', json, headers });
  }
}

/**
 * A fresh /api app on a database of its own (SQLite in memory, or a new PostgreSQL database when the run is on
 * PostgreSQL: KIOSK_TEST_DB=postgres), over the demo store's content.
 */
export function freshApi(options: Partial<ApiOptions> = {}): KioskApi {
  return createApi({ database: options.database ?? testDatabase(), contentDir: CONTENT_DIR, log: () => {}, ...options });
}

/** A visitor who has loaded a page (so holds a crumb) of a fresh app. */
export async function newVisitor(options: Partial<ApiOptions> = {}): Promise<Visitor> {
  return new Visitor(freshApi(options)).arrive();
}
