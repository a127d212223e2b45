// Sign-in throttling with a fake clock: free failures, then locks that double, per account and per client
// address, kept in the database (new cookies or another instance change nothing), answered 429 with retryAfter.
import { describe, expect, it } from 'vitest';
import { SITE_USER_MESSAGES } from '../../../schemas/site-users';
import { ACCOUNT_THROTTLE, ADDRESS_THROTTLE, lockFor } from '../../../server/accounts/sign-in-throttle';
import { freshApi, Visitor } from '../visitor';
import { accountWorld, PASSWORD, signIn, signUp, TEST_COST } from './account-fixture';

describe('lockFor', () => {
  it('is free for the first failures, then doubles up to the cap', () => {
    expect(lockFor(ACCOUNT_THROTTLE.free, ACCOUNT_THROTTLE)).toBe(0);
    expect(lockFor(ACCOUNT_THROTTLE.free + 1, ACCOUNT_THROTTLE)).toBe(2_000);
    expect(lockFor(ACCOUNT_THROTTLE.free + 2, ACCOUNT_THROTTLE)).toBe(4_000);
    expect(lockFor(ACCOUNT_THROTTLE.free + 4, ACCOUNT_THROTTLE)).toBe(16_000);
    expect(lockFor(ACCOUNT_THROTTLE.free + 40, ACCOUNT_THROTTLE)).toBe(ACCOUNT_THROTTLE.maxLockMs);
  });
});

describe('sign-in throttling', () => {
  it('locks an account after five failures with a back-off, refusing even the right password until it ends', async () => {
    const world = await accountWorld();
    const v = await world.visitor();
    await signUp(v, 'ada@example.com');
    for (let attempt = 0; attempt < ACCOUNT_THROTTLE.free; attempt++) expect((await signIn(v, 'ada@example.com', 'wrong-password')).status).toBe(401);
    // The sixth failure earns the first lock (2 s).
    expect((await signIn(v, 'ada@example.com', 'wrong-password')).status).toBe(401);
    const locked = await signIn(v, 'ada@example.com', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: SITE_USER_MESSAGES.tooManyAttempts, retryAfter: 2 });
    expect(locked.headers.get('retry-after')).toBe('2');

    world.clock.now += 2_000;
    // The next failure locks twice as long.
    expect((await signIn(v, 'ada@example.com', 'wrong-password')).status).toBe(401);
    const longer = await signIn(v, 'ada@example.com', PASSWORD);
    expect(longer.status).toBe(429);
    expect(longer.body.retryAfter).toBe(4);

    world.clock.now += 4_000;
    expect((await signIn(v, 'ada@example.com', PASSWORD)).status).toBe(200);
    // Success clears the account's count: one more mistake is free again.
    expect((await signIn(v, 'ada@example.com', 'wrong-password')).status).toBe(401);
    expect((await signIn(v, 'ada@example.com', PASSWORD)).status).toBe(200);
  });

  it('counts per account across client addresses and new cookies', async () => {
    const world = await accountWorld();
    await signUp(await world.visitor(), 'ada@example.com');
    for (let attempt = 0; attempt <= ACCOUNT_THROTTLE.free; attempt++) {
      // A new browser (no cookies) from a new address each time.
      const fresh = await world.visitor();
      expect((await signIn(fresh, 'ada@example.com', 'wrong-password')).status).toBe(401);
    }
    expect((await signIn(await world.visitor(), 'ada@example.com', PASSWORD)).status).toBe(429);
  });

  it('counts per client address across accounts, and an unknown email counts like a wrong password', async () => {
    const world = await accountWorld();
    const address = '198.51.100.7';
    for (let attempt = 0; attempt <= ADDRESS_THROTTLE.free; attempt++) {
      const answer = await signIn(await world.visitor(address), `nobody${attempt}@example.com`, 'whatever-password');
      expect(answer.status).toBe(401);
    }
    const blocked = await signIn(await world.visitor(address), 'someone@example.com', 'whatever-password');
    expect(blocked.status).toBe(429);
    expect(blocked.body.retryAfter).toBeGreaterThanOrEqual(1);
    // Another address is not affected.
    expect((await signIn(await world.visitor('198.51.100.8'), 'someone@example.com', 'whatever-password')).status).toBe(401);
  });

  it('is shared by instances on one database', async () => {
    const world = await accountWorld();
    await signUp(await world.visitor(), 'ada@example.com');
    const other = freshApi({ database: Promise.resolve(world.database), now: () => world.clock.now, passwordCost: TEST_COST });
    for (let attempt = 0; attempt <= ACCOUNT_THROTTLE.free; attempt++) {
      const app = attempt % 2 === 0 ? world.api : other;
      expect((await signIn(await new Visitor(app).arrive(), 'ada@example.com', 'wrong-password')).status).toBe(401);
    }
    expect((await signIn(await new Visitor(other).arrive(), 'ada@example.com', PASSWORD)).status).toBe(429);
    expect((await signIn(await new Visitor(world.api).arrive(), 'ada@example.com', PASSWORD)).status).toBe(429);
  });
});
