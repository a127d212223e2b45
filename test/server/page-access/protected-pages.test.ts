// kiosk serve in front of the demo store's protected pages: the lock screen (103) and the members' gates (105,
// 106) answer 401/403 without the right cookie, the page itself 200 with it; wrong passwords, the rate limit and
// forged cookies; joining a member area. The published folders are written by hand, as a build lays them out.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_PAGES, PAGE_ACCESS_MESSAGES } from '../../../schemas/page-access';
import { createServer, type KioskServer } from '../../../server/site-server';
import { signedInVisitor, TEST_COST, type AccountWorld } from '../accounts/account-fixture';
import { testDatabase } from '../test-database';
import { CONTENT_DIR, Visitor } from '../visitor';

const WHOLESALE_PASSWORD = 'clay-and-coffee';
let dist: string;
let server: KioskServer;
let world: AccountWorld;

function page(dir: string, folder: string, text: string): void {
  mkdirSync(join(dir, folder), { recursive: true });
  writeFileSync(join(dir, folder, 'index.html'), `<h1>${text}</h1>`);
}

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'kiosk-gate-'));
  dist = join(root, 'dist');
  const privateDir = join(root, 'dist-private');
  page(dist, '', 'Home');
  writeFileSync(join(dist, '404.html'), '<h1>Lost</h1>');
  page(privateDir, PRIVATE_PAGES.content('/wholesale'), 'Wholesale prices');
  page(privateDir, PRIVATE_PAGES.lockScreen('page-wholesale'), 'This page is locked');
  page(privateDir, PRIVATE_PAGES.content('/studio-notes'), 'Glaze recipes');
  page(privateDir, PRIVATE_PAGES.signIn('/studio-notes'), 'Members only: sign in');
  page(privateDir, PRIVATE_PAGES.denied('/studio-notes'), 'Members only: join');
  const opening = testDatabase();
  const database = await opening;
  const clock = { now: Date.UTC(2026, 10, 20, 12) };
  server = createServer({
    distDir: dist, database: opening, contentDir: CONTENT_DIR, now: () => clock.now, passwordCost: TEST_COST, log: () => {},
  });
  await server.api.ready;
  world = { api: server.api, database, clock, visitor: (address?: string) => new Visitor(server.app, address).arrive() };
});

afterAll(async () => {
  await server.api.close();
  rmSync(join(dist, '..'), { recursive: true, force: true });
});

const unlock = (v: Visitor, password: string, path = '/wholesale') =>
  v.request('/api/page-access/unlock', { method: 'POST', json: { path, password } });

describe('a locked page', () => {
  it('answers the lock screen with 401 and no caching, never the page', async () => {
    const v = await world.visitor();
    for (const path of ['/wholesale', '/wholesale/', '/wholesale/index.html']) {
      const answer = await v.request(path);
      expect(answer.status).toBe(401);
      expect(answer.body).toBe('<h1>This page is locked</h1>');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('never serves the private folder by its own path', async () => {
    const v = await world.visitor();
    const answer = await v.request(`/_kiosk-private${PRIVATE_PAGES.content('/wholesale')}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe('<h1>Lost</h1>');
  });

  it('refuses a wrong password with a clear message, then opens with the right one', async () => {
    const v = await world.visitor();
    const wrong = await unlock(v, 'clay-and-tea');
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: PAGE_ACCESS_MESSAGES.wrongPassword });
    expect((await v.request('/wholesale')).status).toBe(401);

    const right = await unlock(v, WHOLESALE_PASSWORD);
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ unlocked: true, lockId: 'page-wholesale' });
    const cookie = right.setCookies.find((c) => c.name === 'kiosk-unlock-page-wholesale');
    expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    const opened = await v.request('/wholesale');
    expect(opened.status).toBe(200);
    expect(opened.body).toBe('<h1>Wholesale prices</h1>');
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
  });

  it('treats a tampered or foreign cookie as none', async () => {
    const v = await world.visitor();
    await unlock(v, WHOLESALE_PASSWORD);
    const value = v.cookies.get('kiosk-unlock-page-wholesale')!;
    const [issuedAt, mac] = value.split('.');
    for (const forged of [`${Number(issuedAt) + 1}.${mac}`, `${issuedAt}.${mac.slice(0, -2)}AA`, 'yes', '']) {
      v.cookies.set('kiosk-unlock-page-wholesale', forged);
      expect((await v.request('/wholesale')).status).toBe(401);
    }
    // The cookie of the page lock opens nothing else: it is bound to its lock's id.
    const other = await world.visitor();
    other.cookies.set('kiosk-unlock-site', value);
    expect((await other.request('/wholesale')).status).toBe(401);
  });

  it('expires an opened lock after a week', async () => {
    const v = await world.visitor();
    await unlock(v, WHOLESALE_PASSWORD);
    expect((await v.request('/wholesale')).status).toBe(200);
    world.clock.now += 8 * 24 * 60 * 60 * 1000;
    expect((await v.request('/wholesale')).status).toBe(401);
  });

  it('limits password guesses per address', async () => {
    const address = '198.51.100.77';
    const v = await world.visitor(address);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await unlock(v, `guess-${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(statuses[10]).toBe(429);
    // Fresh cookies do not buy new guesses; the right password waits too.
    const again = await world.visitor(address);
    expect((await unlock(again, WHOLESALE_PASSWORD)).status).toBe(429);
  });

  it('refuses bad input with 4xx JSON and unlocking a path without a lock with 404', async () => {
    const v = await world.visitor();
    expect((await unlock(v, '')).status).toBe(422);
    expect((await unlock(v, 'x'.repeat(2000))).status).toBe(422);
    expect((await unlock(v, WHOLESALE_PASSWORD, 'wholesale')).status).toBe(422);
    expect((await v.request('/api/page-access/unlock', { method: 'POST', rawBody: '{', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    const none = await unlock(v, WHOLESALE_PASSWORD, '/about');
    expect(none.status).toBe(404);
    expect(none.body.error).toBe(PAGE_ACCESS_MESSAGES.notLocked);
    expect((await unlock(v, WHOLESALE_PASSWORD, '/wholesale', )).status).toBe(200);
    expect((await v.request('/api/page-access/unlock', { method: 'POST', json: { path: '/wholesale', password: WHOLESALE_PASSWORD }, withoutCrumb: true })).status).toBe(403);
  });
});

describe('a members-only page', () => {
  it('answers protected content (105, 401) to a signed-out visitor', async () => {
    const v = await world.visitor();
    const answer = await v.request('/studio-notes');
    expect(answer.status).toBe(401);
    expect(answer.body).toBe('<h1>Members only: sign in</h1>');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const join = await v.request('/api/page-access/member-areas/studio-members/join', { method: 'POST' });
    expect(join.status).toBe(401);
    expect(join.body.error).toBe(PAGE_ACCESS_MESSAGES.signInToJoin);
  });

  it('answers access denied (106, 403) to a signed-in visitor who has not joined, the page once joined', async () => {
    const { v } = await signedInVisitor(world, 'potter@example.com');
    const denied = await v.request('/studio-notes');
    expect(denied.status).toBe(403);
    expect(denied.body).toBe('<h1>Members only: join</h1>');
    expect((await v.request('/api/page-access/status?path=/studio-notes')).body).toEqual({ path: '/studio-notes', access: 'denied', memberAreaId: 'studio-members' });

    const joined = await v.request('/api/page-access/member-areas/studio-members/join', { method: 'POST' });
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ joined: true, memberAreaId: 'studio-members' });
    const open = await v.request('/studio-notes');
    expect(open.status).toBe(200);
    expect(open.body).toBe('<h1>Glaze recipes</h1>');
    // Joining again changes nothing.
    expect((await v.request('/api/page-access/member-areas/studio-members/join', { method: 'POST' })).status).toBe(200);
    // Another member's page stays closed to a visitor who only copies the page's URL.
    const stranger = await world.visitor();
    expect((await stranger.request('/studio-notes')).status).toBe(401);
  });

  it('refuses joining an area that does not exist, and a join without the crumb', async () => {
    const { v } = await signedInVisitor(world, 'glazer@example.com');
    const none = await v.request('/api/page-access/member-areas/no-such-area/join', { method: 'POST' });
    expect(none.status).toBe(404);
    expect((await v.request('/api/page-access/member-areas/NOT%20A%20SLUG/join', { method: 'POST' })).status).toBe(422);
    expect((await v.request('/api/page-access/member-areas/studio-members/join', { method: 'POST', withoutCrumb: true })).status).toBe(403);
    expect((await v.request('/studio-notes')).status).toBe(403);
  });

  it('leaves public pages as they are', async () => {
    const v = await world.visitor();
    const home = await v.request('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect((await v.request('/api/page-access/status?path=/about')).body).toEqual({ path: '/about', access: 'public' });
  });
});
