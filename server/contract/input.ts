// Checks a declared endpoint's params, query and body with its zod schemas through Hono's validator middleware
// (the body as json-body.ts parsed it once); mount.ts hands the checked values to the handler. A refusal is the
// 422 of json-body.ts.
import type { Context, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import * as z from 'zod/mini';
import type { AnyEndpoint, Schema } from '../../schemas/contract/endpoint';
import type { ApiEnv } from '../api-env';
import { invalidRequest, readJsonBody } from '../middleware/json-body';

function check(schema: Schema, value: unknown): {} {
  const result = z.safeParse(schema, value);
  if (!result.success) throw invalidRequest(result.error);
  return result.data as {};
}

/** The validators an endpoint needs, in the order params, query, body. */
export function inputValidators(endpoint: AnyEndpoint): MiddlewareHandler<ApiEnv>[] {
  const validators: MiddlewareHandler<ApiEnv>[] = [];
  const { params, query, body } = endpoint;
  if (params) validators.push(validator('param', (value) => check(params, value)));
  // One value per name (the first), as the routes have always read their queries.
  if (query) validators.push(validator('query', (_value, c) => check(query, c.req.query())));
  // The body as readJsonBody parsed it, recorded as Hono's json validator would (c.req.valid('json')).
  if (body) {
    validators.push(readJsonBody(), async (c, next) => {
      c.req.addValidatedData('json', check(body, c.get('jsonBody')));
      await next();
    });
  }
  return validators;
}

/** The checked input; mount.ts types it by the endpoint (the app's own types know no validated input). */
export function validInput(c: Context<ApiEnv>, endpoint: AnyEndpoint) {
  const valid = (target: 'param' | 'query' | 'json') => (c.req.valid as (target: string) => unknown).call(c.req, target);
  return {
    params: endpoint.params ? valid('param') : undefined,
    query: endpoint.query ? valid('query') : undefined,
    body: endpoint.body ? valid('json') : undefined,
  };
}
