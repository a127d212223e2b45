// The proof-of-work provider on its own: a solved challenge passes once; a wrong number, a forged signature, an
// expired challenge, a replay and garbage are refused with their reason.
import { describe, expect, it } from 'vitest';
import { createProofOfWork, CHALLENGE_TTL_MS } from '../../../server/captcha/proof-of-work';
import { createCaptchaSpentStore } from '../../../server/db/captcha-spent';
import { testDatabase } from '../test-database';
import { solvedToken } from './solve';

async function setUp() {
  const { db } = await testDatabase();
  let time = Date.UTC(2026, 10, 22, 12);
  const spent = createCaptchaSpentStore(db);
  const pow = createProofOfWork({ hmacKey: 'test-key', spent, now: () => time, maxNumber: 2000 });
  return { db, pow, spent, advance: (ms: number) => void (time += ms) };
}

describe('proof-of-work captcha', () => {
  it('issues SHA-256 challenges that expire in a few minutes, and accepts a solved one', async () => {
    const { pow } = await setUp();
    const challenge = await pow.challenge();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 2000 });
    expect(challenge.salt).toContain(`expires=${Math.floor((Date.UTC(2026, 10, 22, 12) + CHALLENGE_TTL_MS) / 1000)}`);
    expect(await pow.verify(await solvedToken(challenge), {})).toEqual({ ok: true });
  });

  it('refuses a wrong number', async () => {
    const { pow } = await setUp();
    const challenge = await pow.challenge();
    const right = JSON.parse(Buffer.from(await solvedToken(challenge), 'base64').toString()).number as number;
    const wrong = await solvedToken(challenge, { number: right + 1 });
    expect(await pow.verify(wrong, {})).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a challenge signed with another key, or with a changed expiry', async () => {
    const { pow, spent } = await setUp();
    const other = createProofOfWork({ hmacKey: 'another-key', spent, now: () => Date.UTC(2026, 10, 22, 12), maxNumber: 2000 });
    expect(await pow.verify(await solvedToken(await other.challenge()), {})).toEqual({ ok: false, reason: 'invalid' });
    const challenge = await pow.challenge();
    const stretched = challenge.salt.replace(/expires=\d+/, 'expires=9999999999');
    expect(await pow.verify(await solvedToken(challenge, { salt: stretched }), {})).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an expired challenge', async () => {
    const { pow, advance } = await setUp();
    const token = await solvedToken(await pow.challenge());
    advance(CHALLENGE_TTL_MS + 1000);
    expect(await pow.verify(token, {})).toEqual({ ok: false, reason: 'expired' });
  });

  it('accepts a solution once: a replay is refused, also by another instance on the same database', async () => {
    const { pow, db } = await setUp();
    const token = await solvedToken(await pow.challenge());
    expect(await pow.verify(token, {})).toEqual({ ok: true });
    expect(await pow.verify(token, {})).toEqual({ ok: false, reason: 'replayed' });
    const twin = createProofOfWork({ hmacKey: 'test-key', spent: createCaptchaSpentStore(db), now: () => Date.UTC(2026, 10, 22, 12), maxNumber: 2000 });
    expect(await twin.verify(token, {})).toEqual({ ok: false, reason: 'replayed' });
  });

  it('prunes spent solutions once they have expired', async () => {
    const { pow, db, advance } = await setUp();
    expect(await pow.verify(await solvedToken(await pow.challenge()), {})).toEqual({ ok: true });
    expect(await db.selectFrom('captcha_spent').selectAll().execute()).toHaveLength(1);
    advance(CHALLENGE_TTL_MS + 1000);
    const fresh = await solvedToken(await pow.challenge());
    expect(await pow.verify(fresh, {})).toEqual({ ok: true });
    expect(await db.selectFrom('captcha_spent').selectAll().execute()).toHaveLength(1);
  });

  it.each(['', 'not base64 at all', Buffer.from('{"algorithm":"SHA-256"}').toString('base64'), Buffer.from('[1,2]').toString('base64')])(
    'refuses the malformed token %j',
    async (token) => {
      const { pow } = await setUp();
      expect(await pow.verify(token, {})).toEqual({ ok: false, reason: 'malformed' });
    },
  );
});
