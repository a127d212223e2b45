// Mounts a declared endpoint on the /api app: the guards its flags call for, in the order the routes have always
// used (owner key, rate limit, body limit, idempotency), then its input checks, then its handler, whose answer
// is sent as JSON with the declared status.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import {
  API_BASE, PATH_PARAMETER, type AnyEndpoint, type ParsedOf, type RateLimitName, type ResponseOf,
} from '../../schemas/contract/endpoint';
import type { ApiEnv } from '../api-env';
import { HttpError } from '../errors';
import { limitBody } from '../middleware/json-body';
import type { OwnerGuard } from '../middleware/owner-auth';
import { inputValidators, validInput } from './input';

/** What the handler of endpoint E receives, checked and typed by E's schemas. */
export interface EndpointInput<E extends AnyEndpoint> {
  params: ParsedOf<E['params']>;
  query: ParsedOf<E['query']>;
  body: ParsedOf<E['body']>;
}

/** Handles one endpoint: sets any headers on `c` and returns the declared answer. */
export type EndpointHandler<E extends AnyEndpoint> = (c: Context<ApiEnv>, input: EndpointInput<E>) => ResponseOf<E> | Promise<ResponseOf<E>>;

/** Rewords a refusal of the guards or input checks, for endpoints whose answers the spec words its own way. */
export type Refusal = (error: HttpError) => HttpError;

/** An endpoint with its handler, ready to mount. */
export interface Route {
  readonly endpoint: AnyEndpoint;
  readonly handle: (c: Context<ApiEnv>, input: unknown) => Promise<unknown>;
  readonly refuse?: Refusal;
  /**
   * The rate-limit hit, the Idempotency-Key record, the input checks and the handler run in one transaction
   * (`c.get('unitOfWork')`) where the engine gains by it (see Guards), for handlers whose work is database work only.
   */
  readonly unitOfWork?: boolean;
}

export interface RouteOptions {
  refuse?: Refusal;
  unitOfWork?: boolean;
}

export function route<E extends AnyEndpoint>(endpoint: E, handler: EndpointHandler<E>, options: RouteOptions = {}): Route {
  return { endpoint, handle: async (c, input) => handler(c, input as EndpointInput<E>), ...options };
}

/** An endpoint that answers a file (`answers: 'file'`): its handler builds the Response itself. */
export function fileRoute<E extends AnyEndpoint>(endpoint: E, handler: (c: Context<ApiEnv>, input: EndpointInput<E>) => Promise<Response>): Route {
  if (endpoint.answers !== 'file') throw new Error(`${endpoint.id} answers JSON: use route()`);
  return { endpoint, handle: async (c, input) => handler(c, input as EndpointInput<E>) };
}

/** The middleware an endpoint's flags name. */
export interface Guards {
  rateLimits: Readonly<Record<RateLimitName, MiddlewareHandler<ApiEnv>>>;
  idempotency: MiddlewareHandler<ApiEnv>;
  /** the same, refusing a request without Idempotency-Key */
  idempotencyRequired: MiddlewareHandler<ApiEnv>;
  /**
   * One transaction for the rest of the request, rate-limit hit included; undefined where it does not pay. On
   * SQLite each commit is the cost, so one instead of four is the gain. On PostgreSQL (commits are cheap next to
   * round trips) a request-long transaction holds a pooled connection and the rate-limit row lock for the whole
   * request: bench:api measured adds a third slower with it, so there routes keep their separate statements.
   */
  unitOfWork: MiddlewareHandler<ApiEnv> | undefined;
  ownerGuard: OwnerGuard;
}

/** The Hono path of a declared one, relative to the app's API_BASE: `{entryId}` becomes `:entryId`. */
export function routePath(path: string): string {
  return path.slice(API_BASE.length).replace(PATH_PARAMETER, ':$1');
}

function refusing(middleware: MiddlewareHandler<ApiEnv>, refuse: Refusal): MiddlewareHandler<ApiEnv> {
  // Only this middleware's own refusals land here: Hono answers a later handler's errors before they come back up.
  return async (c, next) => {
    try {
      return await middleware(c, next);
    } catch (error) {
      throw error instanceof HttpError ? refuse(error) : error;
    }
  };
}

/**
 * Registers `route` on `app` (whose base path is API_BASE). The crumb guard is not added here: it covers the
 * whole app after the owner routes (see routes/index.ts), so every visitor answer carries the crumb cookie.
 */
export function mount(app: Hono<ApiEnv>, { endpoint, handle, refuse, unitOfWork }: Route, guards: Guards): void {
  const checks: MiddlewareHandler<ApiEnv>[] = [];
  const inUnit = unitOfWork ? guards.unitOfWork : undefined;
  if (endpoint.rateLimit && !inUnit) checks.push(guards.rateLimits[endpoint.rateLimit]);
  if (endpoint.maxBodyBytes !== undefined) checks.push(limitBody(endpoint.maxBodyBytes));
  if (inUnit) checks.push(inUnit);
  if (endpoint.rateLimit && inUnit) checks.push(guards.rateLimits[endpoint.rateLimit]);
  if (endpoint.idempotent) checks.push(endpoint.idempotencyRequired ? guards.idempotencyRequired : guards.idempotency);
  checks.push(...inputValidators(endpoint));
  const chain = [
    ...(endpoint.permission ? [guards.ownerGuard(endpoint.permission)] : []),
    ...(refuse ? checks.map((check) => refusing(check, refuse)) : checks),
  ];
  const answer: MiddlewareHandler<ApiEnv> = async (c) => {
    if (endpoint.answers === 'file') return (await handle(c, validInput(c, endpoint))) as Response;
    const text = JSON.stringify(await handle(c, validInput(c, endpoint)));
    c.set('answerText', text);
    return c.body(text, endpoint.status, { 'Content-Type': 'application/json' });
  };
  app.on([endpoint.method], [routePath(endpoint.path)], ...chain, answer);
}
