/**
 * The one client of the site API: calls a declared endpoint (schemas/contract) with the visitor's cookies, the CSRF
 * crumb on a visitor's change and an Idempotency-Key where the endpoint takes one, reads the answer with the
 * declared schema and returns one result. A keyed change the network dropped is sent again, once, with the same key.
 */
import * as z from 'zod/mini';
import { ApiError } from '../../schemas/api-error';
import { CART_PATH, cartReadQuery } from '../../schemas/contract/cart-read';
import type { AnyEndpoint, ResponseOf, Schema } from '../../schemas/contract/endpoint';
import type { ApiFailure, ApiResult } from './api-failure';
import { crumbFor } from './crumb';
import { endpointUrl } from './endpoint-url';
import { fetchJson, NetworkError, type JsonAnswer } from './fetch-json';
import { isSiteUserPath, SITE_USER_TOKEN_HEADER } from './site-user-token';
import type { SiteTransport } from './transport';

/** How often a dropped change is sent again, and after how long. */
export const NETWORK_RETRIES = 1;
export const NETWORK_RETRY_DELAY_MS = 400;

/** A declared input is required unless an empty object would do (all its fields optional). */
type Part<K extends string, S> = S extends Schema
  ? {} extends z.input<S> ? { [P in K]?: z.input<S> } : { [P in K]: z.input<S> }
  : { [P in K]?: undefined };

/** The params, query and body endpoint E declares, as a caller sends them. */
export type CallInput<E extends AnyEndpoint> = Part<'params', E['params']> & Part<'query', E['query']> & Part<'body', E['body']>;

export interface CallOptions {
  /** the key of this visitor action (default: a fresh one from the transport, for endpoints that take one) */
  idempotencyKey?: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function networkFailure(error: NetworkError): ApiFailure {
  return { status: 0, kind: 'network', message: error.message, crumbFail: false, body: undefined };
}

/** An error answer: the server's text when its body is an ApiError (a restock refusal's `message` first). */
function refusal({ status, body, retryAfter }: JsonAnswer): ApiFailure {
  const parsed = z.safeParse(ApiError, body);
  if (!parsed.success) return { status, kind: 'protocol', message: `HTTP ${status}`, crumbFail: false, retryAfter, body };
  const { error, crumbFail, errors, message } = parsed.data;
  return {
    status,
    kind: 'server',
    message: typeof message === 'string' && message !== '' ? message : error,
    fieldErrors: errors,
    crumbFail: crumbFail === true,
    retryAfter,
    body,
  };
}

/** A cart read, for the crumb cookie its answer sets; only getting no answer at all fails the change. */
async function readForCrumb(transport: SiteTransport): Promise<void> {
  await fetchJson(transport.fetch, endpointUrl({ path: CART_PATH }, undefined, cartReadQuery(Date.now())), { method: 'GET' });
}

/** The answer, or the NetworkError of the last attempt. */
async function send(transport: SiteTransport, url: string, init: RequestInit, keyed: boolean): Promise<JsonAnswer | NetworkError> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchJson(transport.fetch, url, init);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      // Only a keyed request is safe to send again: the server applies it at most once.
      if (!keyed || attempt >= NETWORK_RETRIES) return error;
      await (transport.sleep ?? wait)(NETWORK_RETRY_DELAY_MS);
    }
  }
}

export async function callEndpoint<E extends AnyEndpoint>(
  transport: SiteTransport,
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<ApiResult<ResponseOf<E>>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const url = endpointUrl(endpoint, params, query);
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (endpoint.auth === 'crumb' && endpoint.method !== 'GET') {
    try {
      headers['X-CSRF-Token'] = await crumbFor(transport, readForCrumb);
    } catch (error) {
      if (error instanceof NetworkError) return { ok: false, failure: networkFailure(error) };
      throw error;
    }
  }
  // Spec §6: site-user calls carry the token sign-in answered, whenever there is one.
  const siteUserToken = isSiteUserPath(endpoint.path) ? transport.siteUserToken?.() : undefined;
  if (siteUserToken) headers[SITE_USER_TOKEN_HEADER] = siteUserToken;
  const key = endpoint.idempotent ? (options.idempotencyKey ?? transport.requestKey()) : undefined;
  if (key !== undefined) headers['Idempotency-Key'] = key;

  const init: RequestInit = { method: endpoint.method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  const answer = await send(transport, url, init, key !== undefined);
  if (answer instanceof NetworkError) return { ok: false, failure: networkFailure(answer) };
  if (!answer.ok) return { ok: false, failure: refusal(answer) };
  const parsed = z.safeParse(endpoint.response, answer.body);
  if (!parsed.success) {
    const message = `unexpected answer from ${url}: ${parsed.error.message}`;
    return { ok: false, failure: { status: answer.status, kind: 'protocol', message, crumbFail: false, body: answer.body } };
  }
  return { ok: true, status: answer.status, data: parsed.data as ResponseOf<E> };
}
