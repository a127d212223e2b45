/** A scripted cart transport: answers requests in order and records what was sent. */
import type { CartTransport } from '../../../islands/stores/cart-api';

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export function fakeTransport(answers: (Response | Error)[], crumbs: (string | undefined)[] = ['crumb-1']) {
  const sent: SentRequest[] = [];
  let crumbIndex = 0;
  const transport: CartTransport = {
    fetch: async (url, init = {}) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected request ${url}`);
      if (answer instanceof Error) throw answer;
      return answer;
    },
    crumb: () => crumbs[Math.min(crumbIndex++, crumbs.length - 1)],
    requestKey: () => 'key-1',
  };
  return { transport, sent };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
