/** The URL of a declared endpoint: the API's origin (api-origin.ts), its path with the params filled in (encoded), then the query. */
import { PATH_PARAMETER, type AnyEndpoint } from '../../schemas/contract/endpoint';
import { apiOrigin } from './api-origin';

type Values = Readonly<Record<string, unknown>> | undefined;

export function endpointUrl(endpoint: Pick<AnyEndpoint, 'path'>, params: Values, query: Values): string {
  const path = apiOrigin() + endpoint.path.replace(PATH_PARAMETER, (_placeholder, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  const pairs = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null);
  return pairs.length === 0 ? path : `${path}?${new URLSearchParams(pairs.map(([name, value]) => [name, String(value)]))}`;
}
