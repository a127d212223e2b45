// The declaration kit of the /api contract: one `endpoint({...})` per endpoint says its method, path, inputs,
// answer, errors and guards; the server mounts it, the islands' client calls it and the OpenAPI document describes it.
import type * as z from 'zod/mini';
import type { OwnerPermission } from '../owner-roles';

/** Where the API lives; declared paths start with it. */
export const API_BASE = '/api';

/** The largest request body a state-changing endpoint reads unless it says otherwise. */
export const MAX_BODY_BYTES = 16 * 1024;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: `crumb` a visitor whose state-changing request echoes the crumb cookie in X-CSRF-Token,
 * `owner` the site owner with `Authorization: Bearer <owner key>`, `signature` a provider whose webhook the
 * handler verifies by its signature header (raw body, no crumb), `token` whoever holds an emailed link's token
 * (a one-click unsubscribe that mail clients POST without cookies: the token is the authority, no crumb), `none` anyone.
 */
export type Auth = 'crumb' | 'owner' | 'signature' | 'token' | 'none';

/** The server's named limiters: endpoints naming the same one share its allowance. */
export type RateLimitName = 'cart' | 'forms' | 'siteForms' | 'restock' | 'checkout' | 'pageAccess';

export type Schema = z.core.$ZodType;

/** An error answer: what it means, and its body when that is more than ApiError. */
export interface ErrorAnswer {
  description: string;
  body?: Schema;
}

export interface EndpointInit<P, Q, B, R extends Schema> {
  /** the OpenAPI operationId */
  id: string;
  method: HttpMethod;
  /** OpenAPI style, with API_BASE: `/api/commerce/shopping-cart/entries/{entryId}` */
  path: string;
  summary: string;
  params?: P;
  query?: Q;
  /** the JSON body; an empty body reads as `{}` */
  body?: B;
  response: R;
  /** the success status: 200 (default), or 201 for an endpoint that creates a resource */
  status?: 200 | 201;
  /** `file`: the handler answers a Response itself (a download), `response` describes nothing then */
  answers?: 'json' | 'file';
  /** the errors this endpoint's own rules answer, by status; the guards' and input errors are added */
  errors?: Readonly<Record<number, string | ErrorAnswer>>;
  auth: Auth;
  /** what an owner endpoint's key must be allowed (its role's permissions, schemas/owner-roles.ts) */
  permission?: OwnerPermission;
  /** accepts Idempotency-Key (`required`: refuses a request without one): a repeat of a successful request gets the first answer again */
  idempotent?: boolean | 'required';
  rateLimit?: RateLimitName;
  /** default MAX_BODY_BYTES for POST, PUT and DELETE; GET reads no body */
  maxBodyBytes?: number;
  /** the status of a request whose input does not fit (default 422) */
  inputErrorStatus?: 400 | 422;
}

export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  /** a success answers this status with `response` */
  readonly status: 200 | 201;
  readonly response: R;
  readonly answers: 'json' | 'file';
  /** every error it can answer (its own, its guards', its input's), by status */
  readonly errors: Readonly<Record<number, ErrorAnswer>>;
  readonly auth: Auth;
  /** set for owner endpoints: what the key's role must allow */
  readonly permission: OwnerPermission | undefined;
  readonly idempotent: boolean;
  readonly idempotencyRequired: boolean;
  readonly rateLimit: RateLimitName | undefined;
  /** undefined: the endpoint reads no body */
  readonly maxBodyBytes: number | undefined;
  readonly inputErrorStatus: 400 | 422;
}

export type AnyEndpoint = Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, Schema>;

/** What a caller sends for an input schema (before defaults and transforms). */
export type InputOf<S> = S extends Schema ? z.input<S> : undefined;
/** What the server reads from it once checked. */
export type ParsedOf<S> = S extends Schema ? z.output<S> : undefined;
export type ResponseOf<E extends AnyEndpoint> = z.output<E['response']>;

/** A `{name}` placeholder of an OpenAPI path. */
export const PATH_PARAMETER = /\{([A-Za-z0-9_]+)\}/g;

/** Adds `answer` under `status`, joining descriptions when the status is already there. */
function addError(errors: Record<number, ErrorAnswer>, status: number, answer: string | ErrorAnswer): void {
  const next = typeof answer === 'string' ? { description: answer } : answer;
  const known = errors[status];
  errors[status] = known ? { description: `${known.description} ${next.description}`, body: known.body ?? next.body } : next;
}

/** The errors every endpoint with these guards and inputs can answer, whatever its own rules. */
function impliedErrors(init: EndpointInit<unknown, unknown, unknown, Schema>, maxBodyBytes: number | undefined): [number, string][] {
  const implied: [number, string][] = [];
  const inputStatus = init.inputErrorStatus ?? 422;
  if (init.auth === 'owner') {
    implied.push([401, 'The owner API key is missing, unknown or revoked (WWW-Authenticate: Bearer).']);
    implied.push([403, `The key's role may not do this: it needs the ${init.permission} permission.`]);
  }
  if (init.auth === 'crumb' && init.method !== 'GET') implied.push([403, 'The X-CSRF-Token header does not echo the crumb cookie (crumbFail: true).']);
  if (init.rateLimit) implied.push([429, 'Too many requests from this client; Retry-After says when to try again.']);
  if (maxBodyBytes !== undefined) implied.push([413, `The body is larger than ${maxBodyBytes / 1024} KiB.`]);
  if (init.body) implied.push([400, 'The body is not JSON.']);
  if (init.body || init.query || init.params) {
    implied.push([inputStatus, 'The input does not fit: `error` names the first problem, `issues` lists them.']);
  }
  if (init.idempotent) {
    implied.push([400, init.idempotent === 'required'
      ? 'Idempotency-Key is missing, or not 1 to 255 visible ASCII characters.'
      : 'Idempotency-Key is not 1 to 255 visible ASCII characters.']);
    implied.push([409, 'A request with this Idempotency-Key is still in progress.']);
    implied.push([422, 'This Idempotency-Key was already used for a different request.']);
  }
  implied.push([500, 'An unexpected failure: logged on the server; the body says nothing of it.']);
  return implied;
}

export function endpoint<
  R extends Schema,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(init: EndpointInit<P, Q, B, R>): Endpoint<P, Q, B, R> {
  if (!init.path.startsWith(`${API_BASE}/`)) throw new Error(`${init.id}: the path must start with ${API_BASE}/`);
  if ((init.auth === 'owner') !== (init.permission !== undefined)) throw new Error(`${init.id}: owner endpoints, and only they, name a permission`);
  const maxBodyBytes = init.method === 'GET' ? undefined : (init.maxBodyBytes ?? MAX_BODY_BYTES);
  const errors: Record<number, ErrorAnswer> = {};
  for (const [status, answer] of Object.entries(init.errors ?? {})) addError(errors, Number(status), answer);
  for (const [status, description] of impliedErrors(init, maxBodyBytes)) addError(errors, status, description);
  return {
    id: init.id,
    method: init.method,
    path: init.path,
    summary: init.summary,
    params: init.params as P,
    query: init.query as Q,
    body: init.body as B,
    status: init.status ?? 200,
    response: init.response,
    answers: init.answers ?? 'json',
    errors,
    auth: init.auth,
    permission: init.permission,
    idempotent: init.idempotent !== undefined && init.idempotent !== false,
    idempotencyRequired: init.idempotent === 'required',
    rateLimit: init.rateLimit,
    maxBodyBytes,
    inputErrorStatus: init.inputErrorStatus ?? 422,
  };
}
