/**
 * The server side of bench:api children: serve a fetch handler on 127.0.0.1, tell the parent the port over IPC,
 * and exit cleanly when told to stop (so --cpu-prof gets to write its profile).
 */
import { serve } from '@hono/node-server';

export type FetchHandler = (request: Request) => Response | Promise<Response>;

/** Our messages to the parent: the port we listen on, why we could not start, or the CPU time used so far. */
export type ChildMessage = { port: number } | { error: string } | { cpuMicros: number };

export function send(message: ChildMessage): void {
  process.send?.(message);
}

export function serveUntilStopped(fetch: FetchHandler, onStop: () => Promise<void> = async () => {}): void {
  // Requests being handled: autocannon leaves some in flight when it stops, and they must finish before
  // onStop closes the database under them.
  let pending = 0;
  const counted: FetchHandler = async (request) => {
    pending++;
    try {
      return await fetch(request);
    } finally {
      pending--;
    }
  };
  const server = serve({ fetch: counted, port: 0, hostname: '127.0.0.1' }, (info) => send({ port: info.port }));
  process.on('message', async (message) => {
    // CPU time (user + system, µs) is what a request costs whatever else the machine runs, unlike req/s.
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      return send({ cpuMicros: user + system });
    }
    if (message !== 'stop') return;
    // autocannon has finished, but idle keep-alive sockets would hold close() open.
    server.close();
    if ('closeAllConnections' in server) server.closeAllConnections();
    for (let waited = 0; pending > 0 && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    // process.exit (not a signal) lets --cpu-prof write its file.
    onStop().finally(() => process.exit(0));
  });
  // The parent died without telling us: do not outlive it.
  process.on('disconnect', () => process.exit(0));
}
