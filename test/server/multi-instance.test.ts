// Several instances, one store: three API instances (each its own connection pool and its own memory) serve
// over HTTP on one PostgreSQL database; one visitor's calls go to a different instance each time. The cart, an
// idempotent replay and the 429 after the limit must be what one instance gives.
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type KioskApi } from '../../server/api';
import { freshTestDatabase, testPostgresUrl, type TestDatabase } from '../harness/postgres-database';
import { CONTENT_DIR, itemIdOf, Visitor, type InProcessApp } from './visitor';

const MUG = itemIdOf('ceramic-mug');
const EBOOK = itemIdOf('field-guide-ebook');
const LIMIT = { limit: 6, windowMs: 60_000 };
const clusterUrl = testPostgresUrl();

interface Instance {
  api: KioskApi;
  http: ServerType;
  url: string;
}

async function startInstance(databaseUrl: string): Promise<Instance> {
  const api = createApi({ databaseUrl, contentDir: CONTENT_DIR, rateLimit: LIMIT, log: () => {} });
  await api.ready;
  return new Promise((resolve) => {
    const http = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      resolve({ api, http, url: `http://127.0.0.1:${info.port}` });
    });
  });
}

async function stopInstance(instance: Instance): Promise<void> {
  await new Promise<void>((done) => instance.http.close(() => done()));
  await instance.api.close();
}

/** Real HTTP requests, each to the next instance in turn (the address is the socket's: 127.0.0.1). */
function roundRobin(instances: readonly Instance[]): InProcessApp & { served: string[] } {
  let next = 0;
  const served: string[] = [];
  return {
    served,
    request(path, init) {
      const instance = instances[next++ % instances.length];
      served.push(instance.url);
      return fetch(instance.url + path, init);
    },
  };
}

/** What a visitor sees along one fixed script of calls. */
async function script(app: InProcessApp) {
  const visitor = await new Visitor(app).arrive();
  const first = await visitor.add({ itemId: MUG, quantity: 1 }, { 'Idempotency-Key': 'mug-once' });
  const replay = await visitor.add({ itemId: MUG, quantity: 1 }, { 'Idempotency-Key': 'mug-once' });
  const second = await visitor.add({ itemId: EBOOK, quantity: 2 });
  const stale = await visitor.setQuantity(first.body.newlyAdded.id, { quantity: 2, version: first.body.shoppingCart.version });
  const changed = await visitor.setQuantity(first.body.newlyAdded.id, { quantity: 2, version: second.body.shoppingCart.version });
  const cart = await visitor.cart();
  const statuses: number[] = [];
  // The limit (6) counts cart changes per address, the replay and the refused change included: 5 so far, so the
  // burst below meets the 429 at its second call, wherever each call lands.
  for (let i = 0; i < 4; i++) statuses.push((await visitor.add({ itemId: EBOOK, quantity: 1 })).status);
  // A newcomer from the same address with fresh cookies gets no fresh allowance.
  const newcomer = await new Visitor(app).arrive();
  const newcomerAdd = await newcomer.add({ itemId: EBOOK, quantity: 1 });
  return {
    first: { status: first.status, quantity: first.body.shoppingCart.totalQuantity },
    replay: { status: replay.status, replayed: replay.headers.get('idempotent-replayed'), same: JSON.stringify(replay.body) === JSON.stringify(first.body) },
    stale: { status: stale.status, currentQuantity: stale.body.shoppingCart?.totalQuantity },
    changed: changed.status,
    cart: { totalQuantity: cart.body.totalQuantity, lines: cart.body.entries.map((entry: { itemId: string; quantity: number }) => [entry.itemId, entry.quantity]), version: cart.body.version },
    burst: statuses,
    newcomer: { status: newcomerAdd.status, retryAfter: newcomerAdd.headers.get('retry-after') !== null },
  };
}

describe.skipIf(!clusterUrl)('three instances on one PostgreSQL', () => {
  const databases: TestDatabase[] = [];
  let three: Instance[] = [];
  let one: Instance[] = [];

  beforeAll(async () => {
    const shared = await freshTestDatabase(clusterUrl);
    const alone = await freshTestDatabase(clusterUrl);
    databases.push(shared, alone);
    // Started together: the instances migrate and seed the catalog concurrently, which must also be safe.
    three = await Promise.all([startInstance(shared.url), startInstance(shared.url), startInstance(shared.url)]);
    one = [await startInstance(alone.url)];
  });

  afterAll(async () => {
    for (const instance of [...three, ...one]) await stopInstance(instance);
    for (const database of databases) await database.drop();
  });

  it('answers one visitor spread over three instances exactly as one instance does', async () => {
    const spread = roundRobin(three);
    const together = await script(spread);
    const single = await script(roundRobin(one));
    expect(new Set(spread.served).size).toBe(3);
    expect(together).toEqual(single);
    expect(together).toMatchObject({
      first: { status: 200, quantity: 1 },
      replay: { status: 200, replayed: 'true', same: true },
      stale: { status: 409, currentQuantity: 3 },
      changed: 200,
      cart: { totalQuantity: 4, lines: [[MUG, 2], [EBOOK, 2]] },
      burst: [200, 429, 429, 429],
      newcomer: { status: 429, retryAfter: true },
    });
  });
});
