import { describe, expect, it } from 'vitest';
import { fetchJson, NetworkError, type Fetch } from '../../../islands/site-api/fetch-json';

describe('fetchJson', () => {
  it('sends the visitor\'s cookies, asks for JSON and keeps the caller\'s headers', async () => {
    let seen: RequestInit | undefined;
    const fetch: Fetch = async (_url, init) => {
      seen = init;
      return new Response('{"ok":1}', { status: 200 });
    };
    await fetchJson(fetch, '/api/x', { method: 'POST', headers: { 'X-CSRF-Token': 'c' } });
    expect(seen).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json', 'X-CSRF-Token': 'c' } });
  });

  it('answers the status and the JSON body of an error answer', async () => {
    const fetch: Fetch = async () => new Response('{"message":"Sold out"}', { status: 409 });
    expect(await fetchJson(fetch, '/api/x', { method: 'GET' })).toEqual({ status: 409, ok: false, body: { message: 'Sold out' } });
  });

  it('gives an undefined body when the answer is not JSON', async () => {
    const fetch: Fetch = async () => new Response('<html>', { status: 502 });
    expect(await fetchJson(fetch, '/api/x', { method: 'GET' })).toEqual({ status: 502, ok: false, body: undefined });
  });

  it('fails with NetworkError when no answer came', async () => {
    const fetch: Fetch = async () => Promise.reject(new TypeError('Failed to fetch'));
    const failure = fetchJson(fetch, '/api/x', { method: 'GET' });
    await expect(failure).rejects.toBeInstanceOf(NetworkError);
    await expect(failure).rejects.toThrow('Failed to fetch');
  });
});
