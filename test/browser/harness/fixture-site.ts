/**
 * Fixture sites: the demo store's content/ and templates/ copied to a temp folder, changed by a fixture
 * (test/browser/fixtures/), built by `kiosk build --site` into its own dist (the Astro shell comes from Kiosk's
 * cache, so only the pages are rendered) and served by the production server. A fixture build is reused while it
 * is newer than the project's sources and the fixture.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildFreshness } from '../../../cli/build/build-stamp';
import { PROJECT_ROOT, runNodeScript } from '../../../cli/project';
import { startServer, type RunningServer } from '../../../cli/serve/start-server';
import { temporaryDatabase } from './site-server';

type Json = Record<string, unknown>;

/** What a fixture may change in its copy of the site. */
export interface FixtureFiles {
  /** Reads content/<file> (JSON), lets `change` edit it in place, writes it back. */
  editJson(file: string, change: (json: Json) => void): void;
}

export interface SiteFixture {
  /** Folder-safe name; also names the build folder. */
  name: string;
  /** The module that defines the fixture (its changes make the build stale). */
  file: string;
  edit(files: FixtureFiles): void;
}

function fixtureRoot(fixture: SiteFixture): string {
  return path.join(tmpdir(), `kiosk-fixture-${fixture.name}`);
}

function isFresh(fixture: SiteFixture, dist: string): boolean {
  if (!buildFreshness(PROJECT_ROOT, dist).fresh) return false;
  return statSync(fixture.file).mtimeMs < statSync(path.join(dist, 'index.html')).mtimeMs;
}

function writeSources(fixture: SiteFixture, root: string): void {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  for (const folder of ['content', 'templates']) cpSync(path.join(PROJECT_ROOT, folder), path.join(root, folder), { recursive: true });
  fixture.edit({
    editJson(file, change) {
      const target = path.join(root, 'content', file);
      const json = JSON.parse(readFileSync(target, 'utf8')) as Json;
      change(json);
      writeFileSync(target, `${JSON.stringify(json, null, 2)}\n`);
    },
  });
}

/** Builds the fixture site when its last build is stale; returns its root (content/, templates/, dist/). */
export async function buildFixtureSite(fixture: SiteFixture): Promise<string> {
  const root = fixtureRoot(fixture);
  const dist = path.join(root, 'dist');
  if (existsSync(path.join(dist, 'index.html')) && isFresh(fixture, dist)) return root;
  writeSources(fixture, root);
  const code = await kioskBuild(root);
  if (code !== 0) throw new Error(`building the ${fixture.name} fixture site failed (exit ${code})`);
  return root;
}

/** `kiosk build --site <root>` in a child process (it stamps the build itself); resolves to its exit code. */
function kioskBuild(root: string): Promise<number> {
  // The test run's own dist must not receive the fixture's pages.
  return runNodeScript(path.join(PROJECT_ROOT, 'cli/kiosk.mjs'), ['build', '--site', root], { env: { KIOSK_DIST_DIR: undefined } });
}

/** Builds (if needed) and serves a fixture site on a free port with a fresh database. */
export async function startFixtureSite(fixture: SiteFixture): Promise<RunningServer & { dbPath: string }> {
  const root = await buildFixtureSite(fixture);
  const dbPath = temporaryDatabase();
  const server = await startServer({
    projectRoot: PROJECT_ROOT,
    distDir: path.join(root, 'dist'),
    port: 0,
    hostname: '127.0.0.1',
    api: { dbFile: dbPath, contentDir: path.join(root, 'content') },
  });
  return { ...server, url: `http://127.0.0.1:${server.port}`, dbPath };
}
