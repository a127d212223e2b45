/** `kiosk build`: publishes the site into dist/ with Astro and stamps the build. */
import { buildFreshness, writeBuildStamp } from '../build/build-stamp';
import { parseCommandArgs, type Command } from '../command';
import { DIST_DIR, PROJECT_ROOT, runBin } from '../project';

export async function buildSite(): Promise<number> {
  const startedAt = Date.now();
  const code = await runBin('astro', ['build', '--outDir', DIST_DIR], { env: { NODE_ENV: 'production' } });
  if (code === 0) writeBuildStamp(DIST_DIR, startedAt);
  return code;
}

/** Builds only when dist/ is missing or older than its sources. */
export async function buildIfStale(): Promise<number> {
  const freshness = buildFreshness(PROJECT_ROOT, DIST_DIR);
  if (freshness.fresh) {
    console.log('kiosk: dist/ is up to date');
    return 0;
  }
  console.log(`kiosk: building the site (${freshness.reason})`);
  return buildSite();
}

export const buildCommand: Command = {
  name: 'build',
  help: `Usage: kiosk build [--if-stale]

Renders every page with the engine, server-renders the islands and writes the static site to dist/
(Astro build), then stamps the build so \`kiosk start\` knows whether dist/ is up to date.

Options:
  --if-stale   build only when dist/ is missing or older than its sources
  -h, --help   show this help`,
  async run(args) {
    const { values } = parseCommandArgs(args, { 'if-stale': { type: 'boolean' } });
    return values['if-stale'] ? buildIfStale() : buildSite();
  },
};
