/**
 * Server-sent events to the open preview pages: one `change` event per applied save, carrying the page's new
 * status (errors, warnings), so a page learns in one message whether to reload or to show the overlay.
 */
import type { PreviewState } from './document';
import type { Change } from './preview';

const encoder = new TextEncoder();
/** Comment lines keep idle connections open through proxies. */
const KEEP_ALIVE_MS = 15_000;

export class ChangeEvents {
  /** Each open page's stream, with the URL path it shows. */
  private readonly clients = new Map<ReadableStreamDefaultController<Uint8Array>, string>();
  private readonly keepAlive: NodeJS.Timeout;

  constructor() {
    this.keepAlive = setInterval(() => this.send(': keep-alive\n\n'), KEEP_ALIVE_MS);
    this.keepAlive.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  /** A streaming response that receives every later change to the page at `path`. */
  subscribe(path: string): Response {
    let own: ReadableStreamDefaultController<Uint8Array> | undefined;
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        own = controller;
        this.clients.set(controller, path);
        controller.enqueue(encoder.encode('retry: 300\n\n'));
      },
      cancel: () => {
        if (own) this.clients.delete(own);
      },
    });
    return new Response(stream, {
      headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' },
    });
  }

  /** Tells every open page about the change, with its status (worked out once per path). */
  broadcast(change: Change, statusOf: (path: string) => PreviewState): void {
    const messages = new Map<string, Uint8Array>();
    for (const [client, path] of this.clients) {
      let bytes = messages.get(path);
      if (!bytes) {
        bytes = encoder.encode(`event: change\ndata: ${JSON.stringify({ ...change, status: statusOf(path) })}\n\n`);
        messages.set(path, bytes);
      }
      this.enqueue(client, bytes);
    }
  }

  private send(text: string): void {
    const bytes = encoder.encode(text);
    for (const client of this.clients.keys()) this.enqueue(client, bytes);
  }

  private enqueue(client: ReadableStreamDefaultController<Uint8Array>, bytes: Uint8Array): void {
    try {
      client.enqueue(bytes);
    } catch {
      this.clients.delete(client);
    }
  }

  close(): void {
    clearInterval(this.keepAlive);
    for (const client of this.clients.keys()) {
      try {
        client.close();
      } catch {
        // already closed by the browser
      }
    }
    this.clients.clear();
  }
}
