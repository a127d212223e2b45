// The endpoint that describes the API itself (GET /api/openapi.json).
import * as z from 'zod/mini';
import { endpoint } from './endpoint';

export const DOCUMENT_API = {
  openapi: endpoint({
    id: 'getOpenApiDocument',
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document.',
    response: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
    auth: 'none',
  }),
};
