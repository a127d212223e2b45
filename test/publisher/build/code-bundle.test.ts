import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../cli/project';
import { bundleBuildCode, loadBuildCode } from '../../../publisher/build/code-bundle';
import { publishSite } from '../../../publisher/build/publish-site';

describe('loadBuildCode', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('falls back to the sources, saying why, when the build code cannot be bundled', async () => {
    // A Kiosk folder without the build's sources: esbuild has no entry point to bundle.
    const root = mkdtempSync(path.join(tmpdir(), 'kiosk-code-bundle-'));
    dirs.push(root);
    const lines: string[] = [];
    const code = await loadBuildCode(root, (line) => lines.push(line));
    expect(code.publishSite).toBe(publishSite);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^kiosk: building from the sources \(the build's code could not be bundled: /);
  });

  it("bundles the engine's parser in, keeps the other packages outside, and loads react-dom/client only when used", async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'kiosk-code-bundle-'));
    dirs.push(outDir);
    await bundleBuildCode(PROJECT_ROOT, outDir);
    for (const entry of ['publish-site.js', 'page-worker.js', 'link-worker.js']) expect(existsSync(path.join(outDir, entry)), entry).toBe(true);
    const code = readdirSync(outDir).map((name) => readFileSync(path.join(outDir, name), 'utf8')).join('\n');
    const imported = new Set([...code.matchAll(/\bfrom\s*"([^".][^"]*)"/g)].map((match) => match[1]));
    expect([...imported].filter((name) => /^(?:chevrotain|@chevrotain\/|lodash-es|zod)/.test(name))).toEqual([]);
    expect(imported.has('react-dom/client')).toBe(false);
    expect(imported).toContain('react');
    expect(imported).toContain('react-dom/server');
    expect(code).toContain('createRequire(import.meta.url)("react-dom/client")');
  }, 60_000);
});
