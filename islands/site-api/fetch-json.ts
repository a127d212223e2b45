/**
 * One request to the site API with its JSON answer read whatever the status; a request that got no answer at
 * all (offline, DNS, connection reset) fails with NetworkError. The cart calls and the other site calls share it.
 */

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface JsonAnswer {
  status: number;
  ok: boolean;
  /** the parsed JSON body; undefined when the body is not JSON */
  body: unknown;
  /** Retry-After in seconds (a 429, a 503), when the answer says */
  retryAfter?: number;
}

function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After') ?? NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** No answer at all (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NetworkError';
  }
}

/** Sends `init` to `url` with the visitor's cookies, asking for JSON. */
export async function fetchJson(fetch: Fetch, url: string, init: RequestInit): Promise<JsonAnswer> {
  let response: Response;
  try {
    // An API on another origin (api-origin.ts) gets the visitor's cookies only when asked to include them.
    const credentials: RequestCredentials = /^https?:\/\//i.test(url) ? 'include' : 'same-origin';
    response = await fetch(url, { credentials, ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  const body: unknown = await response.json().catch(() => undefined);
  return { status: response.status, ok: response.ok, body, retryAfter: retryAfterOf(response) };
}
