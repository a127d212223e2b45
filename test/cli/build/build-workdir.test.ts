// The folder `astro build` runs in: Kiosk's own for an output inside it, else one per output folder below
// Kiosk's .kiosk-cache/builds/ (Astro keeps an outside output's server chunks in <cwd>/.astro/ and deletes it).
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_WORKDIRS, buildWorkdir } from '../../../cli/build/build-workdir';

describe('buildWorkdir', () => {
  const kiosk = mkdtempSync(path.join(tmpdir(), 'kiosk-workdir-'));

  it("runs a build into Kiosk's own folder from Kiosk's folder", () => {
    expect(buildWorkdir(path.join(kiosk, 'dist'), kiosk)).toBe(kiosk);
  });

  it('gives every outside output folder a working folder of its own, the same one each time', () => {
    const one = buildWorkdir('/tmp/site-one/dist', kiosk);
    const two = buildWorkdir('/tmp/site-two/dist', kiosk);
    expect(path.dirname(one)).toBe(path.join(kiosk, BUILD_WORKDIRS));
    expect(one).not.toBe(two);
    expect(buildWorkdir('/tmp/site-one/dist/', kiosk)).toBe(one);
    expect(existsSync(one) && existsSync(two)).toBe(true);
    // A sibling whose name starts like Kiosk's folder is outside it.
    expect(buildWorkdir(`${kiosk}-other/dist`, kiosk)).not.toBe(kiosk);
  });
});
