import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildBundleDir, bundleCacheOf, kioskCodeKey, rememberCodeKeys } from '../../../publisher/build/code-key.mjs';

describe('code keys', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('kiosk.codeKeys')];
  });

  function kioskFolder(): string {
    const root = mkdtempSync(path.join(tmpdir(), 'kiosk-code-key-'));
    dirs.push(root);
    for (const dir of ['engine', 'cli', 'server']) mkdirSync(path.join(root, dir));
    writeFileSync(path.join(root, 'engine', 'index.ts'), 'v1');
    writeFileSync(path.join(root, 'cli', 'main.ts'), 'v1');
    writeFileSync(path.join(root, 'server', 'serving.ts'), 'v1');
    return root;
  }

  it("changes the bundle's folder, not the shell's key, when the CLI changes", () => {
    const root = kioskFolder();
    const shellKey = kioskCodeKey(root);
    const bundle = buildBundleDir(root);
    expect(path.dirname(bundle)).toBe(bundleCacheOf(root));
    writeFileSync(path.join(root, 'cli', 'main.ts'), 'v2, longer');
    expect(kioskCodeKey(root)).toBe(shellKey);
    expect(buildBundleDir(root)).not.toBe(bundle);
  });

  it("changes the bundle's folder when server/ changes (the build takes its serving rules from there)", () => {
    const root = kioskFolder();
    const bundle = buildBundleDir(root);
    writeFileSync(path.join(root, 'server', 'serving.ts'), 'v2, longer');
    expect(buildBundleDir(root)).not.toBe(bundle);
  });

  it('changes both when the engine changes', () => {
    const root = kioskFolder();
    const shellKey = kioskCodeKey(root);
    const bundle = buildBundleDir(root);
    writeFileSync(path.join(root, 'engine', 'index.ts'), 'v2, longer');
    expect(kioskCodeKey(root)).not.toBe(shellKey);
    expect(buildBundleDir(root)).not.toBe(bundle);
  });

  it('remembers both keys, as the files give them, for the rest of a one-shot build', () => {
    const root = kioskFolder();
    const other = kioskFolder();
    const shellKey = kioskCodeKey(root);
    const bundle = buildBundleDir(root);
    const otherBundle = buildBundleDir(other);
    rememberCodeKeys(`${root}/`);
    expect(kioskCodeKey(root)).toBe(shellKey);
    expect(buildBundleDir(root)).toBe(bundle);
    writeFileSync(path.join(root, 'engine', 'index.ts'), 'v2, longer');
    expect(kioskCodeKey(root)).toBe(shellKey);
    expect(buildBundleDir(root)).toBe(bundle);
    // Another Kiosk folder is looked at as before.
    writeFileSync(path.join(other, 'engine', 'index.ts'), 'v2, longer');
    expect(buildBundleDir(other)).not.toBe(otherBundle);
  });
});
