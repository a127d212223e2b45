// `kiosk keys`: a key created on the command line opens the owner routes of a server on the same database,
// with its role's rights; list shows it without the key; revoke closes the routes to it at once.
import { describe, expect, it } from 'vitest';
import { useCommandStore } from '../command-store';
import { itemIdOf, Visitor } from '../../server/visitor';

const GROUPS = '/api/site-users/account/notifications/restock/groups';
const SEND = '/api/site-users/account/notifications/restock/send';

const store = useCommandStore('keys');
const kiosk = store.kiosk;

function owner(key: string) {
  const api = store.server();
  const visitor = new Visitor(api);
  return {
    groups: () => visitor.request(GROUPS, { headers: { Authorization: `Bearer ${key}` } }),
    send: () => visitor.request(SEND, { method: 'POST', json: { productId: itemIdOf('limited-print'), variantId: 'none' }, headers: { Authorization: `Bearer ${key}` } }),
  };
}

describe('kiosk keys', () => {
  it('creates a key shown once, lists it by prefix, and revokes it', async () => {
    const created = await kiosk('keys', 'create', '--role', 'REPORTING', '--name', 'accountant');
    expect(created.code).toBe(0);
    const key = /^\s+(kiosk_[A-Za-z0-9_-]{43})$/m.exec(created.output)?.[1];
    expect(key, created.output).toBeDefined();

    const reporting = owner(key!);
    expect((await reporting.groups()).status).toBe(200);
    expect((await reporting.send()).status).toBe(403);

    const listed = await kiosk('keys', 'list');
    expect(listed.output).toContain('accountant');
    expect(listed.output).toContain(`${key!.slice(0, 12)}…`);
    expect(listed.output).not.toContain(key);
    const id = /^([0-9a-f]{24})\s+accountant/m.exec(listed.output)?.[1];

    expect((await kiosk('keys', 'revoke', id!)).code).toBe(0);
    expect((await reporting.groups()).status).toBe(401);
  });

  it('refuses an unknown role or key with a message and exit code 1', async () => {
    const role = await kiosk('keys', 'create', '--role', 'BOSS');
    expect(role).toMatchObject({ code: 1 });
    expect(role.output).toContain('Unknown role "BOSS"');
    const revoke = await kiosk('keys', 'revoke', 'no-such-id');
    expect(revoke).toMatchObject({ code: 1 });
    expect(revoke.output).toContain('There is no working key with id no-such-id.');
    const missing = await kiosk('keys', 'create');
    expect(missing).toMatchObject({ code: 1 });
    expect(missing.output).toContain('create needs --role');
  });
});
