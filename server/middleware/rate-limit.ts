// Per-visitor rate limiting (fixed window, in memory): over the limit answers 429 with Retry-After.
import type { Context, MiddlewareHandler } from 'hono';
import { RATE_LIMIT_MESSAGE } from '../../schemas/api-error';
import type { ApiEnv } from '../api-env';
import { HttpError } from '../errors';
import { CART_COOKIE, CRUMB_COOKIE, readToken } from './cookies';

export interface RateLimitOptions {
  /** requests allowed per window and visitor */
  limit: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { limit: 20, windowMs: 10_000 };

interface Window {
  count: number;
  resetAt: number;
}

/** The visitor a request comes from: its crumb, else its cart cookie, else its address. */
function visitorKey(c: Context): string {
  const crumb = readToken(c, CRUMB_COOKIE);
  if (crumb) return `crumb:${crumb}`;
  const cart = readToken(c, CART_COOKIE);
  if (cart) return `cart:${cart}`;
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return `ip:${forwarded || c.req.header('x-real-ip') || 'unknown'}`;
}

export function rateLimit(options: RateLimitOptions, now: () => number): MiddlewareHandler<ApiEnv> {
  const windows = new Map<string, Window>();
  let nextSweep = 0;

  function sweep(time: number): void {
    if (time < nextSweep) return;
    nextSweep = time + options.windowMs;
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }

  return async (c, next) => {
    const time = now();
    sweep(time);
    const key = visitorKey(c);
    let window = windows.get(key);
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + options.windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > options.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - time) / 1000));
      throw new HttpError(429, RATE_LIMIT_MESSAGE, { 'Retry-After': String(retryAfter) });
    }
    await next();
  };
}
