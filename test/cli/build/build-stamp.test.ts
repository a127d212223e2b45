import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFreshness, newestMtime, writeBuildStamp } from '../../../cli/build/build-stamp';

function touch(file: string, seconds: number) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  utimesSync(file, seconds, seconds);
}

describe('build stamp', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'kiosk-stamp-'));
  const dist = path.join(root, 'dist');

  it('finds dist missing, then unstamped', () => {
    expect(buildFreshness(root, dist)).toEqual({ fresh: false, reason: 'dist/ is missing' });
    mkdirSync(dist);
    expect(buildFreshness(root, dist)).toEqual({ fresh: false, reason: 'dist/ has no build stamp' });
  });

  it('is fresh when every source is older than the stamp, stale when one is newer', () => {
    touch(path.join(root, 'content/pages/about.json'), 1_000);
    touch(path.join(root, 'templates/site.region'), 1_000);
    touch(path.join(root, 'engine/deep/nested/file.ts'), 1_500);
    for (const dir of ['content/pages', 'content', 'templates', 'engine/deep/nested', 'engine/deep', 'engine']) {
      utimesSync(path.join(root, dir), 1_000, 1_000);
    }
    writeBuildStamp(dist, 2_000_000);
    expect(buildFreshness(root, dist)).toEqual({ fresh: true });
    touch(path.join(root, 'engine/deep/nested/file.ts'), 2_001);
    expect(buildFreshness(root, dist)).toEqual({ fresh: false, reason: 'engine changed since the last build' });
  });

  it("reads a site's sources in the site folder and Kiosk's own in Kiosk's folder", () => {
    const site = mkdtempSync(path.join(tmpdir(), 'kiosk-stamp-site-'));
    const kiosk = mkdtempSync(path.join(tmpdir(), 'kiosk-stamp-kiosk-'));
    const siteDist = path.join(site, 'dist');
    touch(path.join(site, 'content/website.json'), 1_000);
    touch(path.join(kiosk, 'engine/index.ts'), 1_000);
    for (const dir of [path.join(site, 'content'), site, path.join(kiosk, 'engine')]) utimesSync(dir, 1_000, 1_000);
    mkdirSync(siteDist);
    writeBuildStamp(siteDist, 2_000_000);
    expect(buildFreshness(site, siteDist, kiosk)).toEqual({ fresh: true });
    // Kiosk's engine/ counts from Kiosk's folder, not the site's; the site's kiosk.config.json counts too.
    touch(path.join(site, 'engine/index.ts'), 3_000);
    expect(buildFreshness(site, siteDist, kiosk)).toEqual({ fresh: true });
    touch(path.join(kiosk, 'engine/index.ts'), 3_000);
    expect(buildFreshness(site, siteDist, kiosk)).toEqual({ fresh: false, reason: 'engine changed since the last build' });
    touch(path.join(kiosk, 'engine/index.ts'), 1_000);
    touch(path.join(site, 'kiosk.config.json'), 3_000);
    expect(buildFreshness(site, siteDist, kiosk)).toEqual({ fresh: false, reason: 'kiosk.config.json changed since the last build' });
  });

  it('takes the newest time below a folder, ignoring node_modules and dot folders', () => {
    const dir = path.join(root, 'walk');
    touch(path.join(dir, 'a.txt'), 10);
    touch(path.join(dir, 'node_modules/x.js'), 99_999);
    touch(path.join(dir, '.cache/y'), 99_999);
    utimesSync(dir, 5, 5);
    expect(newestMtime(dir)).toBe(10_000);
    expect(newestMtime(path.join(root, 'nope'))).toBe(0);
  });
});
