import { Validator } from '@seriousme/openapi-schema-validator';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { openApiDocument, type OpenApiDocument } from '../../../schemas/contract/openapi';
import { freshApi, newVisitor } from '../visitor';

/** `METHOD /path` of every route the app answers, its middleware-only entries (method ALL) left out. */
function mountedRoutes(app: Hono<any, any, any>): string[] {
  const routes = app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`);
  return [...new Set(routes)].sort();
}

/** The same for the document, its `{name}` path parameters written as Hono's `:name`. */
function documentedRoutes(document: OpenApiDocument): string[] {
  const routes = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));
  return routes.sort();
}

describe('the OpenAPI document and the mounted routes', () => {
  it('list the same routes: none mounted without a description, none described without a route', async () => {
    const app = await freshApi().ready;
    const mounted = mountedRoutes(app);
    expect(mounted.length).toBeGreaterThan(15);
    expect(mounted).toEqual(documentedRoutes(openApiDocument()));
  });

  it('would tell a route added outside the declarations', async () => {
    const app = await freshApi().ready;
    app.get('/undeclared', (c) => c.json({}));
    expect(mountedRoutes(app)).toContain('GET /api/undeclared');
    expect(mountedRoutes(app)).not.toEqual(documentedRoutes(openApiDocument()));
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(openApiDocument())));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is served at GET /api/openapi.json', async () => {
    const visitor = await newVisitor();
    const answer = await visitor.request('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });
});
