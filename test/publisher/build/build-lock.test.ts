import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireBuildLock, BuildLockedError, lockFileOf } from '../../../publisher/build/build-lock';

const distOf = () => path.join(mkdtempSync(path.join(tmpdir(), 'kiosk-lock-')), 'dist');

/** The id of a process that has ended. */
function endedPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid as number;
}

describe('the build lock', () => {
  it('lets one build at a time into a folder, and the next one in once it is released', () => {
    const dist = distOf();
    const release = acquireBuildLock(dist);
    expect(lockFileOf(dist)).toBe(path.join(path.dirname(dist), '.dist-build.lock'));
    expect(() => acquireBuildLock(dist)).toThrow(BuildLockedError);
    expect(() => acquireBuildLock(dist)).toThrow(new RegExp(`another build \\(process ${process.pid} since .*\\) is publishing into .*dist: wait for it to end`));
    // Another folder beside it is another lock.
    acquireBuildLock(path.join(path.dirname(dist), 'dist-2'))();
    release();
    expect(existsSync(lockFileOf(dist))).toBe(false);
    acquireBuildLock(dist)();
  });

  it('takes over the lock of a build that is gone, or one that cannot be read and is not new', () => {
    const dist = distOf();
    writeFileSync(lockFileOf(dist), JSON.stringify({ pid: endedPid(), startedAt: '2026-01-01T00:00:00.000Z' }));
    const release = acquireBuildLock(dist);
    release();
    writeFileSync(lockFileOf(dist), 'not json');
    expect(() => acquireBuildLock(dist)).toThrow(/another build is starting/);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFileOf(dist), old, old);
    acquireBuildLock(dist)();
  });

  it('leaves a lock alone that another build holds now', () => {
    const dist = distOf();
    const release = acquireBuildLock(dist);
    // This build's lock was taken for stale and another build holds it: releasing must not remove theirs.
    writeFileSync(lockFileOf(dist), JSON.stringify({ pid: process.pid, startedAt: 'another build' }));
    release();
    expect(existsSync(lockFileOf(dist))).toBe(true);
  });
});
