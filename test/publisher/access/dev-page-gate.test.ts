// `kiosk dev`'s gate: a navigation to a protected page is checked with the API and rendered as its gate page with
// the gate's status; the private routes themselves are a 404; everything else passes through untouched.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';
import { guardProtectedPages } from '../../../publisher/astro/dev-page-gate';
import { createApi } from '../../../server/api';
import { CONTENT_DIR } from '../../server/visitor';

const api = createApi({ dbFile: ':memory:', contentDir: CONTENT_DIR, log: () => {} });
afterAll(() => api.close());

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
let handler: Handler | undefined;
const server = { middlewares: { use: (fn: Handler) => (handler = fn) } } as unknown as ViteDevServer;
guardProtectedPages(server, async () => api);

interface Outcome {
  url: string;
  passed: boolean;
  ended?: string;
  written?: { status: number; headers: Record<string, string> };
}

function visit(url: string, accept = 'text/html'): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const req = { method: 'GET', url, headers: { accept, host: 'localhost:4321' } } as unknown as IncomingMessage;
    const headers: Record<string, string> = {};
    const res = {
      statusCode: 200,
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
      writeHead: (status: number) => {
        outcome.written = { status, headers };
        return res;
      },
      end: (text: string) => resolve({ ...outcome, ended: text, url: req.url ?? '' }),
    } as unknown as ServerResponse;
    const outcome: Outcome = { url, passed: false };
    handler!(req, res, (error) => {
      if (error) return reject(error);
      outcome.passed = true;
      outcome.url = req.url ?? '';
      // What Astro would do next: write the page with its own 200.
      res.writeHead(200, {});
      resolve(outcome);
    });
  });
}

describe('the dev server gate', () => {
  it('renders the lock screen route with 401 and no caching for a locked page', async () => {
    const outcome = await visit('/wholesale');
    expect(outcome.url).toBe('/_kiosk-private/gates/lock/page-wholesale');
    expect(outcome.written).toEqual({ status: 401, headers: { 'cache-control': 'private, no-store' } });
  });

  it('renders protected content (105) for a members-only page to a signed-out visitor', async () => {
    const outcome = await visit('/studio-notes/?from=nav');
    expect(outcome.url).toBe('/_kiosk-private/gates/sign-in/studio-notes?from=nav');
    expect(outcome.written?.status).toBe(401);
  });

  it('answers 404 for the private routes themselves, and leaves public pages and assets alone', async () => {
    expect((await visit('/_kiosk-private/pages/wholesale')).ended).toBe('Not found');
    const about = await visit('/about');
    expect(about).toMatchObject({ url: '/about', passed: true, written: { status: 200 } });
    expect(await visit('/site.css', 'text/css')).toMatchObject({ url: '/site.css', passed: true });
  });
});
