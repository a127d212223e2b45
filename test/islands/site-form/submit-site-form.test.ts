import { describe, expect, it } from 'vitest';
import type { SiteTransport } from '../../../islands/site-api/transport';
import { submitSiteForm, type SubmissionPage } from '../../../islands/site-form/submit-site-form';
import { OFFLINE_MESSAGE } from '../../../schemas/messages';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

type Reply = { status: number; body?: unknown } | 'offline';

/** A transport whose answers are scripted per URL suffix, recording what was sent. */
function transport(replies: Record<string, Reply>) {
  const sent: Sent[] = [];
  const fake: SiteTransport = {
    crumb: () => 'crumb-1',
    requestKey: () => 'k',
    fetch: async (url, init = {}) => {
      sent.push({ url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body as string | undefined });
      const reply = Object.entries(replies).find(([suffix]) => url.endsWith(suffix))?.[1];
      if (!reply || reply === 'offline') throw new TypeError('Failed to fetch');
      return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
    },
  };
  return { fake, sent };
}

const page: SubmissionPage = { pageTitle: 'Contact — Kiosk', pageId: 'page-1', contentSource: 'c', pagePath: '/contact' };
const values = { 'email-1': 'ana@studio.shop', 'name-1': ['Ana', 'Lind'] };
const KEY = { '/api/form/FormSubmissionKey': { status: 200, body: { key: 'key-1' } } } as const;

describe('submitSiteForm (spec §7)', () => {
  it('gets a key with an empty body, then saves the spec §3 submission body, each with the crumb', async () => {
    const { fake, sent } = transport({ ...KEY, '/api/form/SaveFormSubmission': { status: 200, body: { success: true } } });
    expect(await submitSiteForm(fake, 'contact', values, page)).toEqual({ ok: true });
    expect(sent.map((s) => [s.method, s.url])).toEqual([
      ['POST', '/api/form/FormSubmissionKey'],
      ['POST', '/api/form/SaveFormSubmission'],
    ]);
    expect(sent[0].body).toBeUndefined();
    expect(sent.every((s) => s.headers['X-CSRF-Token'] === 'crumb-1')).toBe(true);
    const body = JSON.parse(sent[1].body!);
    expect(body).toEqual({ key: 'key-1', formId: 'contact', form: JSON.stringify(values), ...page });
  });

  it('shows a 400 errors map at the fields, and messages for no field of the form as one message', async () => {
    const errors = { 'email-1': 'Email is not valid. Email addresses should follow the format user@domain.com.', other: 'Something else.' };
    const { fake } = transport({ ...KEY, '/api/form/SaveFormSubmission': { status: 400, body: { error: 'One or more fields is invalid, please check your entries.', errors } } });
    expect(await submitSiteForm(fake, 'contact', values, page)).toEqual({
      ok: false,
      fieldErrors: { 'email-1': errors['email-1'] },
      message: 'Something else.',
    });
  });

  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('maps a %i from the save to its message (spec §8)', async (status, message) => {
    const { fake } = transport({ ...KEY, '/api/form/SaveFormSubmission': { status, body: { error: 'server words' } } });
    expect(await submitSiteForm(fake, 'contact', values, page)).toEqual({ ok: false, fieldErrors: {}, message });
  });

  it("uses data.error for any other refusal, and 'Unknown error…' when there is none", async () => {
    const withError = transport({ ...KEY, '/api/form/SaveFormSubmission': { status: 400, body: { error: 'Could not parse the form fields, please check your entries.' } } });
    expect(await submitSiteForm(withError.fake, 'contact', values, page)).toMatchObject({ message: 'Could not parse the form fields, please check your entries.' });
    const bare = transport({ ...KEY, '/api/form/SaveFormSubmission': { status: 502 } });
    expect(await submitSiteForm(bare.fake, 'contact', values, page)).toMatchObject({ message: 'Unknown error, please try again later.' });
  });

  it('says the session expired for a crumb failure', async () => {
    const { fake } = transport({ '/api/form/FormSubmissionKey': { status: 403, body: { error: 'x', crumbFail: true } } });
    expect(await submitSiteForm(fake, 'contact', values, page)).toMatchObject({ message: 'Your session has expired. Please reload the page and try again.' });
  });

  it("says 'Could not get a form submission key…' when the key call fails or answers no key, and stops there", async () => {
    for (const reply of [{ status: 400, body: {} }, { status: 200, body: { nope: true } }]) {
      const { fake, sent } = transport({ '/api/form/FormSubmissionKey': reply });
      expect(await submitSiteForm(fake, 'contact', values, page)).toEqual({ ok: false, fieldErrors: {}, message: 'Could not get a form submission key, please try again later.' });
      expect(sent).toHaveLength(1);
    }
    const limited = transport({ '/api/form/FormSubmissionKey': { status: 429, body: { error: 'x' } } });
    expect(await submitSiteForm(limited.fake, 'contact', values, page)).toMatchObject({ message: 'Unable to submit form. Submission rate limit exceeded. Please try again later.' });
  });

  it('asks the visitor to check the connection when a call gets no answer', async () => {
    const { fake } = transport({ ...KEY, '/api/form/SaveFormSubmission': 'offline' });
    expect(await submitSiteForm(fake, 'contact', values, page)).toEqual({ ok: false, fieldErrors: {}, message: OFFLINE_MESSAGE });
  });
});
