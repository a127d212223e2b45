import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { createErrorHandler, HttpError } from '../../server/errors';

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
});
