// `kiosk keys`: a key created on the command line opens the owner routes of a server on the same database,
// with its role's rights; list shows it without the key; revoke closes the routes to it at once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../cli/main';
import { createApi, type KioskApi } from '../../../server/api';
import { CONTENT_DIR, itemIdOf, Visitor } from '../../server/visitor';

const GROUPS = '/api/site-users/account/notifications/restock/groups';
const SEND = '/api/site-users/account/notifications/restock/send';

let dbFile: string;
const apis: KioskApi[] = [];

beforeEach(() => {
  dbFile = path.join(mkdtempSync(path.join(tmpdir(), 'kiosk-keys-')), 'kiosk.db');
  vi.stubEnv('KIOSK_DB', dbFile);
  vi.stubEnv('DATABASE_URL', '');
});

afterEach(async () => {
  vi.unstubAllEnvs();
  for (const api of apis.splice(0)) await api.close();
});

/** Runs `kiosk …` in-process, capturing what it prints. */
async function kiosk(...args: string[]) {
  const out: string[] = [];
  const log = (...parts: unknown[]) => void out.push(`${parts.join(' ')}\n`);
  vi.spyOn(console, 'log').mockImplementation(log);
  vi.spyOn(console, 'error').mockImplementation(log);
  const code = await main(args);
  vi.restoreAllMocks();
  return { code, output: out.join('') };
}

function owner(key: string) {
  const api = createApi({ dbFile, contentDir: CONTENT_DIR, log: () => {} });
  apis.push(api);
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
