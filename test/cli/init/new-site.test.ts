// A new site end to end, as a user runs it: `kiosk init`, `kiosk build --site` into the site's own dist/ (the
// starter's pages, not the demo's; the demo's dist/ untouched), `kiosk build --watch` publishing an edit, then
// `npm install` (Kiosk by path, offline) and `npm start` serving the home page and the product, and `npm run preview`
// (from the site's folder, where Kiosk's TypeScript must still compile with Kiosk's own tsconfig). Slow: one real
// Astro build.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSite } from '../../../cli/init/create-site';
import { STARTER_HEADLINE, STARTER_PRODUCT_TITLE, STARTER_PRODUCT_URL } from '../../../cli/init/starter-content';
import { PROJECT_ROOT } from '../../../cli/project';

const KIOSK = path.join(PROJECT_ROOT, 'cli', 'kiosk.mjs');
const DEMO_STAMP = path.join(PROJECT_ROOT, 'dist', '.kiosk-build-stamp');
const DEMO_TITLE = 'Kiosk Supply Co.';

/** The environment of a user's shell: no test runner variables, no per-run dist or database overrides. */
function userEnvironment(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name.startsWith('VITEST') || ['NODE_ENV', 'TEST', 'MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL', 'KIOSK_DIST_DIR', 'KIOSK_DB', 'KIOSK_ROOT', 'PORT'].includes(name)) {
      delete env[name];
    }
  }
  return { ...env, ...extra };
}

interface Running {
  child: ChildProcess;
  output: () => string;
}

/** Starts a command in its own process group (so the whole tree stops with it), collecting what it prints. */
function start(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Running {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => void (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (text += chunk.toString()));
  return { child, output: () => text };
}

function exitCode(running: Running): Promise<number> {
  return new Promise((resolve) => {
    if (running.child.exitCode !== null) return resolve(running.child.exitCode);
    running.child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Resolves when the output matches, rejects when the process ends first. */
function waitFor(running: Running, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const match = pattern.exec(running.output());
      if (match) {
        clearInterval(timer);
        resolve(match);
      }
    };
    const timer = setInterval(look, 200);
    running.child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`exited (${code}) before ${pattern}:\n${running.output().slice(-3000)}`));
    });
  });
}

function stop(running: Running | undefined): void {
  if (running?.child.pid !== undefined && running.child.exitCode === null) {
    try {
      process.kill(-running.child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const mtime = (file: string): number | undefined => (existsSync(file) ? statSync(file).mtimeMs : undefined);
const page = (dist: string, url: string) => readFileSync(path.join(dist, ...url.split('/').filter(Boolean), 'index.html'), 'utf8');

describe('a new site', () => {
  let server: Running | undefined;
  let preview: Running | undefined;
  afterAll(() => {
    stop(server);
    stop(preview);
  });

  it('builds into its own dist/, installs Kiosk by path offline, and npm start serves it', { timeout: 900_000 }, async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'kiosk-new-site-')), 'my-shop');
    await createSite({ dir, kioskDependency: `file:${PROJECT_ROOT}` });
    const demoStamp = mtime(DEMO_STAMP);

    const build = start(process.execPath, [KIOSK, 'build', '--site', dir], tmpdir(), userEnvironment());
    expect(await exitCode(build), build.output().slice(-3000)).toBe(0);
    const dist = path.join(dir, 'dist');
    const home = page(dist, '/');
    expect(home).toContain(STARTER_HEADLINE);
    expect(home).not.toContain(DEMO_TITLE);
    expect(page(dist, STARTER_PRODUCT_URL)).toContain(STARTER_PRODUCT_TITLE);
    expect(existsSync(path.join(dist, 'shop', 'p', 'ceramic-mug'))).toBe(false);
    expect(existsSync(path.join(dir, '.kiosk-cache', 'images'))).toBe(true);
    // The demo's dist/ was not written.
    expect(mtime(DEMO_STAMP)).toBe(demoStamp);

    // `kiosk build --watch`: a product's edit is published by the build that stays, which Ctrl+C ends.
    const watching = start(process.execPath, [KIOSK, 'build', '--watch', '--site', dir], tmpdir(), userEnvironment());
    await waitFor(watching, /kiosk: watching content\/, templates\/, kiosk\.config\.json/);
    const productFile = path.join(dir, 'content', 'collections', 'shop', 'items', 'everyday-mug.json');
    writeFileSync(productFile, readFileSync(productFile, 'utf8').replace(`"${STARTER_PRODUCT_TITLE}"`, '"Everyday Mug, glazed"'));
    await waitFor(watching, /everyday-mug\.json changed; building again[\s\S]*rewritten[\s\S]*built in/);
    expect(page(dist, STARTER_PRODUCT_URL)).toContain('Everyday Mug, glazed');
    expect(page(dist, '/shop')).toContain('Everyday Mug, glazed');
    process.kill(watching.child.pid as number, 'SIGINT');
    expect(await exitCode(watching), watching.output().slice(-3000)).toBe(0);

    const install = start('npm', ['install', '--offline', '--no-audit', '--no-fund'], dir, userEnvironment());
    expect(await exitCode(install), install.output()).toBe(0);
    expect(existsSync(path.join(dir, 'node_modules', '.bin', 'kiosk'))).toBe(true);

    const port = await freePort();
    server = start('npm', ['start'], dir, userEnvironment({ PORT: String(port) }));
    // The build above is fresh unless Kiosk's own sources changed meanwhile (then npm start rebuilds first).
    const [, url] = await waitFor(server, /serving .* at (http:\/\/localhost:\d+)/);
    expect(url).toBe(`http://localhost:${port}`);
    const served = await fetch(`${url}/`);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain(STARTER_HEADLINE);
    const product = await fetch(`${url}${STARTER_PRODUCT_URL}`);
    expect(product.status).toBe(200);
    expect(await product.text()).toContain(STARTER_PRODUCT_TITLE);
    // The site keeps its own database.
    expect(existsSync(path.join(dir, 'data', 'kiosk.db'))).toBe(true);
    stop(server);

    const previewPort = await freePort();
    preview = start('npm', ['run', 'preview', '--', '--port', String(previewPort)], dir, userEnvironment());
    const [, previewUrl] = await waitFor(preview, /serving at (http:\/\/localhost:\d+)/);
    const previewed = await fetch(`${previewUrl}${STARTER_PRODUCT_URL}`);
    expect(previewed.status).toBe(200);
    expect(await previewed.text()).toContain(STARTER_PRODUCT_TITLE);
  });
});
