import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { DomainError } from '../../server/domain-error';
import { createErrorHandler, DOMAIN_ERROR_STATUS, HttpError } from '../../server/errors';

function appThrowing(error: unknown, log = vi.fn()) {
  const app = new Hono();
  app.onError(createErrorHandler(log));
  app.get('/', () => {
    throw error;
  });
  return { app, log };
}

describe('createErrorHandler', () => {
  it('answers an HttpError with its status, JSON body and headers', async () => {
    const { app, log } = appThrowing(new HttpError(429, 'Slow down.', { 'Retry-After': '3' }));
    const response = await app.request('/');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(await response.json()).toEqual({ error: 'Slow down.' });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs anything else and answers a 500 that reveals nothing of it', async () => {
    const { app, log } = appThrowing(new Error('SQLITE_CONSTRAINT: UNIQUE constraint failed: carts.token_hash'));
    const response = await app.request('/');
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).not.toMatch(/SQLITE|carts/);
    expect(JSON.parse(body)).toEqual({ error: 'Something went wrong. Please try again.' });
    expect(log).toHaveBeenCalledOnce();
  });

  it('answers a DomainError with the status of its code, its message as `error` and its details beside it', async () => {
    const { app, log } = appThrowing(new DomainError('conflict', 'Your cart changed.', { shoppingCart: { version: 3 } }));
    const response = await app.request('/');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'Your cart changed.', shoppingCart: { version: 3 } });
    expect(log).not.toHaveBeenCalled();
  });

  it('maps every domain error code to a 4xx', () => {
    for (const status of Object.values(DOMAIN_ERROR_STATUS)) expect(status >= 400 && status < 500).toBe(true);
  });
});
