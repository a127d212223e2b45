// `kiosk newsletter list|export`: the newsletter's addresses with their consent record, read from the store's
// database that a server signed them up in; bad options exit 1 with the reason.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FormSubmissionKeyResponse } from '../../schemas/forms';
import { SubscribersExport } from '../../schemas/newsletter';
import { Visitor } from '../server/visitor';
import { useCommandStore } from './command-store';

const store = useCommandStore('newsletter');
const kiosk = store.kiosk;

async function signUp(email: string): Promise<void> {
  const api = store.server();
  await api.ready;
  const visitor = await new Visitor(api).arrive();
  const { key } = FormSubmissionKeyResponse.parse((await visitor.request('/api/form/FormSubmissionKey', { method: 'POST' })).body);
  const saved = await visitor.request('/api/form/SaveFormSubmission', {
    method: 'POST', json: { key, formId: 'newsletter', form: JSON.stringify({ 'email-5e0c91ab': email }), pagePath: '/about' },
  });
  expect(saved.status).toBe(200);
}

describe('kiosk newsletter', () => {
  it('lists the addresses and exports them as JSON and CSV', async () => {
    await signUp('ada@example.com');
    const listed = await kiosk('newsletter', 'list');
    expect(listed.code, listed.output).toBe(0);
    expect(listed.output).toMatch(/^email\s+status\s+opt-in\s+consented \(UTC\)\s+source/m);
    expect(listed.output).toMatch(/^ada@example\.com\s+pending\s+double\s+-\s+form\s+newsletter\s+\/about\s/m);
    expect((await kiosk('newsletter', 'list', '--status', 'subscribed')).output).toBe('No addresses match.\n');

    const json = path.join(path.dirname(store.dbFile), 'list.json');
    expect((await kiosk('newsletter', 'export', '--format', 'json', '--out', json)).output).toBe(`Wrote 1 address to ${json}.\n`);
    const file = SubscribersExport.parse(JSON.parse(readFileSync(json, 'utf8')));
    expect(file.subscribers).toEqual([expect.objectContaining({ email: 'ada@example.com', status: 'pending', source: 'form', pagePath: '/about' })]);

    const csv = path.join(path.dirname(store.dbFile), 'list.csv');
    expect((await kiosk('newsletter', 'export', '--out', csv)).code).toBe(0);
    expect(readFileSync(csv, 'utf8').split('\r\n')[1]).toMatch(/^ada@example\.com,pending,double,,form,newsletter,,\/about,/);
  });

  it('refuses bad options with exit code 1', async () => {
    expect((await kiosk('newsletter', 'list', '--status', 'gone')).code).toBe(1);
    expect((await kiosk('newsletter', 'export', '--format', 'xml')).code).toBe(1);
    expect((await kiosk('newsletter', 'send')).code).toBe(1);
    const badCursor = await kiosk('newsletter', 'list', '--cursor', 'nonsense');
    expect(badCursor.code).toBe(1);
    expect(badCursor.output).toContain('The cursor is not the nextPageCursor of a previous page');
  });
});
