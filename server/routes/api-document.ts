// GET /api/openapi.json: the API as an OpenAPI 3.1 document, generated once from the declarations.
import { DOCUMENT_API } from '../../schemas/contract/api-document';
import { openApiDocument } from '../../schemas/contract/openapi';
import { route, type Route } from '../contract/mount';

export function apiDocumentRoutes(): Route[] {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return [
    route(DOCUMENT_API.openapi, (c) => {
      document ??= openApiDocument();
      c.header('Cache-Control', 'public, max-age=300');
      return document;
    }),
  ];
}
