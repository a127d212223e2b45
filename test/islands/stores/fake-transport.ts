/** A scripted cart transport: answers requests in order and records what was sent. */
import type { SiteTransport } from '../../../islands/site-api/transport';

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An answer, an error to throw (a dropped connection), or a function of the request. */
export type ScriptedAnswer = Response | Error | ((request: SentRequest) => Response | Error | Promise<Response | Error>);

export function fakeTransport(answers: ScriptedAnswer[], crumbs: (string | undefined)[] = ['crumb-1']) {
  const sent: SentRequest[] = [];
  const waits: number[] = [];
  let crumbIndex = 0;
  let keys = 0;
  const transport: SiteTransport = {
    fetch: async (url, init = {}) => {
      const request = {
        url,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(request);
      const scripted = answers.shift();
      if (!scripted) throw new Error(`unexpected request ${request.method} ${url}`);
      const answer = typeof scripted === 'function' ? await scripted(request) : scripted;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    crumb: () => crumbs[Math.min(crumbIndex++, crumbs.length - 1)],
    requestKey: () => `key-${++keys}`,
    sleep: async (ms) => {
      waits.push(ms);
    },
  };
  return { transport, sent, waits, pending: () => answers.length };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
