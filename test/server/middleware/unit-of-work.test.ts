// The request's unit of work: the rest of the chain writes through one transaction, which commits with a 2xx
// answer and rolls back with a refusal (returned or thrown), the refusal's answer standing either way.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ApiEnv } from '../../../server/api-env';
import { createRateLimitStore } from '../../../server/db/rate-limits';
import { createErrorHandler, HttpError } from '../../../server/errors';
import { unitOfWork } from '../../../server/middleware/unit-of-work';
import { testDatabase } from '../test-database';

async function world() {
  const { db } = await testDatabase();
  const app = new Hono<ApiEnv>();
  app.onError(createErrorHandler(() => {}));
  app.post('/:status', unitOfWork(db), async (c) => {
    const trx = c.get('unitOfWork');
    if (!trx) throw new Error('no unit of work');
    const body = (await c.req.json()) as { bucket: string };
    await createRateLimitStore(trx).hit(body.bucket, 1, 60_000);
    const status = Number(c.req.param('status'));
    if (status === 409) throw new HttpError(409, 'taken');
    return c.json({ ok: status < 400 }, status as 200);
  });
  const send = (status: number, bucket: string) =>
    app.request(`/${status}`, { method: 'POST', body: JSON.stringify({ bucket }), headers: { 'Content-Type': 'application/json' } });
  // A hit on a fresh bucket counts 1: a bucket the request already wrote counts 2.
  const written = async (bucket: string) => (await createRateLimitStore(db).hit(bucket, 2, 60_000)).hits === 2;
  return { send, written };
}

describe('unit of work', () => {
  it('commits the writes of a request answered 2xx', async () => {
    const { send, written } = await world();
    const answer = await send(200, 'kept');
    expect(answer.status).toBe(200);
    expect(await written('kept')).toBe(true);
  });

  it('rolls back the writes of a refused request and keeps its answer', async () => {
    const { send, written } = await world();
    const refused = await send(422, 'returned');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ ok: false });
    expect(await written('returned')).toBe(false);

    const thrown = await send(409, 'thrown');
    expect(thrown.status).toBe(409);
    expect(await thrown.json()).toMatchObject({ error: 'taken' });
    expect(await written('thrown')).toBe(false);
  });

  it('keeps each of several concurrent requests apart: their writes commit together, a refusal rolls back only its own', async () => {
    const { send, written } = await world();
    const statuses = [200, 422, 200, 409, 200, 200, 422, 200];
    const answers = await Promise.all(statuses.map((status, index) => send(status, `together-${index}`)));
    expect(answers.map((answer) => answer.status)).toEqual(statuses);
    for (const [index, status] of statuses.entries()) expect(await written(`together-${index}`)).toBe(status === 200);
  });
});
