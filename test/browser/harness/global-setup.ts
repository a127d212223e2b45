/** Before any browser test: Chromium must be installed (a failure, never a skip) and dist/ built and fresh. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { assertChromiumInstalled } from './browser';

export default function setup(): void {
  assertChromiumInstalled();
  const kiosk = path.resolve(__dirname, '../../../cli/kiosk.mjs');
  const build = spawnSync(process.execPath, [kiosk, 'build', '--if-stale'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`kiosk build failed (exit ${build.status}); the browser tests need the built site`);
}
