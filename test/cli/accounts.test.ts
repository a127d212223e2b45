// `kiosk accounts list`: the store's visitor accounts with their address, confirmation, creation and last
// sign-in, read from the command's database; no secret is printed.
import { describe, expect, it } from 'vitest';
import { Visitor } from '../server/visitor';
import { useCommandStore } from './command-store';

const store = useCommandStore('accounts');
const kiosk = store.kiosk;

describe('kiosk accounts', () => {
  it('lists every account with whether it is confirmed and when it last signed in', async () => {
    const api = store.server({ now: () => Date.UTC(2026, 10, 20, 9, 30), passwordCost: { N: 1024, r: 8, p: 1 } });
    await api.ready;
    expect((await kiosk('accounts', 'list')).output).toBe('No visitor accounts yet.\n');

    const v = await new Visitor(api).arrive();
    await v.request('/api/site-users/account', { method: 'POST', json: { email: 'ada@example.com', password: 'correct horse battery' } });
    await v.request('/api/site-users/account/session', { method: 'POST', json: { email: 'ada@example.com', password: 'correct horse battery' } });
    await v.request('/api/site-users/account', { method: 'POST', json: { email: 'grace@example.com', password: 'correct horse battery' } });

    const listed = await kiosk('accounts', 'list');
    expect(listed.code, listed.output).toBe(0);
    expect(listed.output).toMatch(/^email\s+verified\s+created\s+last sign-in$/m);
    expect(listed.output).toMatch(/^ada@example\.com\s+no\s+2026-11-20 09:30\s+2026-11-20 09:30$/m);
    expect(listed.output).toMatch(/^grace@example\.com\s+no\s+2026-11-20 09:30\s+-$/m);
    expect(listed.output).not.toContain('scrypt');

    const json = JSON.parse((await kiosk('accounts', 'list', '--json')).output);
    expect(json.map((account: { email: string }) => account.email)).toEqual(['ada@example.com', 'grace@example.com']);
    expect(Object.keys(json[0]).sort()).toEqual(['createdAt', 'email', 'id', 'lastSignInAt', 'verified']);
  });

  it('refuses an unknown action', async () => {
    const answer = await kiosk('accounts', 'delete');
    expect(answer.code).not.toBe(0);
    expect(answer.output).toContain('expected list');
  });
});
