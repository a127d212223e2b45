// Turns the endpoint declarations into an OpenAPI 3.1 document (zod 4 writes the JSON Schemas). Pure: the server
// serves its result at GET /api/openapi.json and `kiosk openapi` writes it. Not for islands (it pulls in every schema).
import * as z from 'zod/mini';
import { ApiError } from '../api-error';
import { CartEntry, ShoppingCart } from '../cart';
import { FormDefinition } from '../forms';
import { API_ENDPOINTS } from './index';
import { PATH_PARAMETER, type AnyEndpoint, type ErrorAnswer, type Schema } from './endpoint';

/** The contract's version: bump it when a change breaks callers. */
export const CONTRACT_VERSION = '1.0.0';

type Json = Record<string, unknown>;

// A type, not an interface: the document endpoint's answer is a loose object, which needs an index signature.
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Json>>;
  components: Json & { schemas: Record<string, Json> };
};

/** Schemas many answers share: described once under components.schemas and referenced. */
function sharedSchemas() {
  const registry = z.registry<{ id: string }>();
  registry.add(ShoppingCart, { id: 'ShoppingCart' });
  registry.add(CartEntry, { id: 'CartEntry' });
  registry.add(FormDefinition, { id: 'FormDefinition' });
  registry.add(ApiError, { id: 'ApiError' });
  return registry;
}

const REF_PREFIX = '#/components/schemas/';

/** Points zod's local `#/$defs/…` references at components.schemas. */
function relink(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relink);
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = key === '$ref' && typeof inner === 'string' ? inner.replace('#/$defs/', REF_PREFIX) : relink(inner);
  }
  return out;
}

/** Converts schemas, collecting the shared ones into `components`. */
function schemaWriter(components: Record<string, Json>) {
  const metadata = sharedSchemas();
  return (schema: Schema, io: 'input' | 'output'): Json => {
    const written = z.toJSONSchema(schema, { io, unrepresentable: 'any', metadata }) as Json;
    const { $schema: _dialect, $defs, id, ...rest } = written;
    for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, Json>)) {
      const linked = relink(definition) as Json;
      const known = components[name];
      // One name must mean one shape: a shared schema read as input and as output could differ.
      if (known && JSON.stringify(known) !== JSON.stringify(linked)) throw new Error(`components.schemas.${name} has two shapes`);
      components[name] = linked;
    }
    // A shared schema at the top comes back whole with its id: it is a component too.
    if (typeof id === 'string') {
      components[id] ??= relink(rest) as Json;
      return { $ref: `${REF_PREFIX}${id}` };
    }
    return relink(rest) as Json;
  };
}

type Write = ReturnType<typeof schemaWriter>;

/** One parameter per property of an object schema (path parameters are always required). */
function parametersOf(endpoint: AnyEndpoint, schema: Schema | undefined, place: 'path' | 'query', write: Write): Json[] {
  if (!schema) return [];
  const written = write(schema, 'input');
  if (written.type !== 'object') throw new Error(`${endpoint.id}: ${place} must be an object schema`);
  const required = new Set((written.required ?? []) as string[]);
  return Object.entries((written.properties ?? {}) as Record<string, Json>).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    schema: property,
  }));
}

function checkPathParameters(endpoint: AnyEndpoint, parameters: Json[]): void {
  const named = [...endpoint.path.matchAll(PATH_PARAMETER)].map((match) => match[1]);
  const declared = parameters.map((parameter) => parameter.name);
  if (named.sort().join() !== [...declared].sort().join()) {
    throw new Error(`${endpoint.id}: the path names {${named.join('}, {')}} but params declares ${declared.join(', ') || 'none'}`);
  }
}

const json = (schema: Json) => ({ 'application/json': { schema } });

/** Headers some errors carry. */
const ERROR_HEADERS: Record<number, Json> = {
  401: { 'WWW-Authenticate': { description: 'Bearer realm="kiosk-owner"', schema: { type: 'string' } } },
  429: { 'Retry-After': { description: 'Seconds until the limit resets.', schema: { type: 'integer', minimum: 1 } } },
};

function responsesOf(endpoint: AnyEndpoint, write: Write): Json {
  const content = endpoint.answers === 'file'
    ? { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } }
    : json(write(endpoint.response, 'output'));
  const responses: Json = { [endpoint.status]: { description: 'Success.', content } };
  const statuses = Object.keys(endpoint.errors).map(Number).sort((a, b) => a - b);
  for (const status of statuses) {
    const answer: ErrorAnswer = endpoint.errors[status];
    responses[status] = {
      description: answer.description,
      content: json(write(answer.body ?? ApiError, 'output')),
      ...(ERROR_HEADERS[status] ? { headers: ERROR_HEADERS[status] } : {}),
    };
  }
  return responses;
}

function operationOf(endpoint: AnyEndpoint, write: Write): Json {
  const path = parametersOf(endpoint, endpoint.params, 'path', write);
  checkPathParameters(endpoint, path);
  const parameters: Json[] = [...path, ...parametersOf(endpoint, endpoint.query, 'query', write)];
  if (endpoint.auth === 'crumb' && endpoint.method !== 'GET') parameters.push({ $ref: '#/components/parameters/CsrfToken' });
  if (endpoint.idempotent) {
    parameters.push({ $ref: `#/components/parameters/${endpoint.idempotencyRequired ? 'RequiredIdempotencyKey' : 'IdempotencyKey'}` });
  }
  const operation: Json = { operationId: endpoint.id, summary: endpoint.summary };
  if (parameters.length > 0) operation.parameters = parameters;
  if (endpoint.body) {
    // An empty body reads as {}: the body is required only when {} would not do.
    operation.requestBody = { required: !z.safeParse(endpoint.body, {}).success, content: json(write(endpoint.body, 'input')) };
  }
  operation.responses = responsesOf(endpoint, write);
  if (endpoint.auth === 'owner') operation.security = [{ ownerKey: [] }];
  return operation;
}

const DESCRIPTION = [
  "Kiosk's storefront API. Every answer to a visitor sets the `crumb` cookie; a visitor's POST, PUT or DELETE",
  'echoes it in X-CSRF-Token. The cart is the HttpOnly `CART` cookie. Errors are JSON `{ error, ... }`.',
].join(' ');

export function openApiDocument(endpoints: readonly AnyEndpoint[] = API_ENDPOINTS): OpenApiDocument {
  const schemas: Record<string, Json> = {};
  const write = schemaWriter(schemas);
  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of endpoints) {
    const item = (paths[endpoint.path] ??= {});
    const method = endpoint.method.toLowerCase();
    if (item[method]) throw new Error(`${endpoint.id}: ${endpoint.method} ${endpoint.path} is declared twice`);
    item[method] = operationOf(endpoint, write);
  }
  write(ApiError, 'output');
  return {
    openapi: '3.1.0',
    info: { title: 'Kiosk API', version: CONTRACT_VERSION, description: DESCRIPTION },
    paths,
    components: {
      schemas,
      parameters: {
        CsrfToken: {
          name: 'X-CSRF-Token',
          in: 'header',
          required: true,
          description: 'The value of the `crumb` cookie (any API answer sets it).',
          schema: { type: 'string' },
        },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'One key per action: a repeat within 24 hours gets the first successful answer again.',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
        RequiredIdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          description: 'One key per attempt, required: a repeat within 24 hours gets the first answer again, never a second order.',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
      },
      securitySchemes: {
        ownerKey: { type: 'http', scheme: 'bearer', description: 'An owner API key (`kiosk keys create --role …`); its role decides what it may do.' },
      },
    },
  };
}
