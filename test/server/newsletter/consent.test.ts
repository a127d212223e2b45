// Double opt-in on the newsletter: a sign-up is pending until the emailed link is followed (a POST: mail scanners
// follow links with GETs), repeat sign-ups re-send at most every few minutes and tell nobody who is on the list,
// unknown and expired links answer JSON 404/410, bad input is refused with JSON 4xx and stores nothing.
import { describe, expect, it } from 'vitest';
import { CRUMB_FAIL_MESSAGE } from '../../../schemas/api-error';
import { NEWSLETTER_MESSAGES } from '../../../schemas/newsletter';
import { SITE_FORM_MESSAGES } from '../../../schemas/forms';
import { RESEND_INTERVAL_MS } from '../../../server/newsletter/newsletter-service';
import {
  confirm, DAY, MINUTE, otherToken, outbox, pendingLinks, readLink, subscriberRow, tokenOf, useNewsletterStores,
} from './newsletter-fixture';

const store = useNewsletterStores();

describe('signing up', () => {
  it('records the address as pending and queues one confirmation email with its links', async () => {
    const s = await store();
    const answer = await s.signUp(' Ada@Example.com ', '/journal');
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect(await subscriberRow(s, 'ada@example.com')).toMatchObject({
      email: 'Ada@Example.com', status: 'pending', opt_in: 'double', source: 'form', form_id: 'newsletter', page_path: '/journal',
      confirmed_at: null, requested_at: s.clock.at,
    });
    const [mail] = await outbox(s, 'newsletter-confirm');
    expect(mail.to).toBe('Ada@Example.com');
    expect(mail.data).toMatchObject({
      storeName: 'Kiosk Supply Co.', email: 'Ada@Example.com', validDays: 7,
      confirmUrl: expect.stringMatching(/^https:\/\/kiosk-supply\.example\/newsletter\/confirm\?token=[\w-]{43}$/),
      unsubscribePageUrl: expect.stringMatching(/^https:\/\/kiosk-supply\.example\/newsletter\/unsubscribe\?token=[\w-]{43}$/),
      unsubscribeUrl: expect.stringMatching(/^https:\/\/kiosk-supply\.example\/api\/newsletter\/unsubscribe\/one-click\?token=[\w-]{43}$/),
    });
    expect(tokenOf(mail.data.unsubscribeUrl)).toBe(tokenOf(mail.data.unsubscribePageUrl));
    // Only hashes of the tokens are stored.
    const row = await subscriberRow(s, 'ada@example.com');
    expect(JSON.stringify(row)).not.toContain(tokenOf(mail.data.confirmUrl));
    expect(JSON.stringify(row)).not.toContain(tokenOf(mail.data.unsubscribeUrl));
  });

  it('subscribes the address only when the link is POSTed; a GET of anything changes nothing; a repeat answers the same', async () => {
    const s = await store();
    const links = await pendingLinks(s, 'ada@example.com');
    const visitor = await s.visitor();
    expect((await visitor.request(`/api/newsletter/confirm?token=${links.confirm}`)).status).toBe(404);
    expect((await readLink(visitor, links.unsubscribe)).body).toEqual({ email: 'ada@example.com', status: 'pending' });
    expect((await subscriberRow(s, 'ada@example.com'))!.status).toBe('pending');

    s.clock.at += 3 * DAY;
    const confirmed = await confirm(visitor, links.confirm);
    expect(confirmed).toMatchObject({ status: 200, body: { email: 'ada@example.com', status: 'subscribed' } });
    expect(confirmed.headers.get('cache-control')).toContain('no-store');
    expect(await subscriberRow(s, 'ada@example.com')).toMatchObject({ status: 'subscribed', opt_in: 'double', confirmed_at: s.clock.at });
    s.clock.at += 10 * DAY;
    expect(await confirm(visitor, links.confirm)).toMatchObject({ status: 200, body: { status: 'subscribed' } });
    expect((await subscriberRow(s, 'ada@example.com'))!.confirmed_at).toBe(s.clock.at - 10 * DAY);
  });

  it('needs the crumb to confirm', async () => {
    const s = await store();
    const links = await pendingLinks(s, 'ada@example.com');
    const visitor = await s.visitor();
    const answer = await visitor.request('/api/newsletter/confirm', { method: 'POST', json: { token: links.confirm }, withoutCrumb: true });
    expect(answer).toMatchObject({ status: 403, body: { error: CRUMB_FAIL_MESSAGE, crumbFail: true } });
    expect((await subscriberRow(s, 'ada@example.com'))!.status).toBe('pending');
  });

  it('answers 404 to an unknown link and 410 to an expired one, as JSON, subscribing nobody', async () => {
    const s = await store();
    const links = await pendingLinks(s, 'ada@example.com');
    const visitor = await s.visitor();
    const unknown = await confirm(visitor, otherToken(links.confirm));
    expect(unknown).toMatchObject({ status: 404, body: { error: NEWSLETTER_MESSAGES.confirmNotFound } });
    expect(unknown.headers.get('content-type')).toContain('application/json');
    s.clock.at += 7 * DAY;
    expect(await confirm(visitor, links.confirm)).toMatchObject({ status: 410, body: { error: NEWSLETTER_MESSAGES.confirmExpired } });
    expect((await subscriberRow(s, 'ada@example.com'))!.status).toBe('pending');
    // Signing up again sends a new link, which works.
    await s.signUp('ada@example.com');
    const fresh = (await outbox(s, 'newsletter-confirm'))[1];
    expect(tokenOf(fresh.data.confirmUrl)).not.toBe(links.confirm);
    expect(await confirm(visitor, tokenOf(fresh.data.confirmUrl))).toMatchObject({ status: 200, body: { status: 'subscribed' } });
  });

  it('re-sends to a pending address at most once per interval, keeping the link that still works', async () => {
    const s = await store();
    const first = await pendingLinks(s, 'ada@example.com');
    expect((await s.signUp('ADA@example.com')).body).toEqual({ success: true });
    expect(await outbox(s, 'newsletter-confirm')).toHaveLength(1);
    s.clock.at += RESEND_INTERVAL_MS + MINUTE;
    const second = await pendingLinks(s, 'ada@example.com');
    expect(await outbox(s, 'newsletter-confirm')).toHaveLength(2);
    expect(second.confirm).toBe(first.confirm);
    expect(second.unsubscribe).toBe(first.unsubscribe);
  });

  it('does nothing visible for a subscribed address: the same answer, no email, no change', async () => {
    const s = await store();
    const links = await pendingLinks(s, 'ada@example.com');
    await confirm(await s.visitor(), links.confirm);
    const before = await subscriberRow(s, 'ada@example.com');
    s.clock.at += DAY;
    const again = await s.signUp('ada@example.com', '/about');
    const stranger = await s.signUp('nobody@example.com', '/about');
    expect(again.status).toBe(stranger.status);
    expect(again.body).toEqual(stranger.body);
    expect(await subscriberRow(s, 'ada@example.com')).toEqual(before);
    expect((await outbox(s, 'newsletter-confirm')).map((mail) => mail.to)).toEqual(['ada@example.com', 'nobody@example.com']);
  });

  it('refuses a bad address or bad input with JSON 4xx and stores nothing', async () => {
    const s = await store();
    const bad = await s.signUp('ada@');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(SITE_FORM_MESSAGES.invalidFields);
    const visitor = await s.visitor();
    for (const body of [{}, { token: 42 }, { token: 'short' }, { token: 'x'.repeat(201) }]) {
      const answer = await visitor.request('/api/newsletter/confirm', { method: 'POST', json: body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    const notJson = await visitor.request('/api/newsletter/confirm', { method: 'POST', rawBody: 'token=abc', headers: { 'content-type': 'application/json' } });
    expect(notJson).toMatchObject({ status: 400, body: { error: expect.any(String) } });
    const huge = await visitor.request('/api/newsletter/confirm', { method: 'POST', json: { token: 'x'.repeat(40_000) } });
    expect(huge.status).toBe(413);
    expect((await visitor.request('/api/newsletter/subscription?token=')).status).toBe(422);
    expect(await s.database.db.selectFrom('newsletter_subscribers').selectAll().execute()).toEqual([]);
    expect(await outbox(s)).toEqual([]);
  });
});
