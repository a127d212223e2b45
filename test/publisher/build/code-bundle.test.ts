import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadBuildCode } from '../../../publisher/build/code-bundle';
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
});
