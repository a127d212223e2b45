/** `kiosk build`: publishes a site into its dist/ with Astro and stamps the build. */
import { buildFreshness, writeBuildStamp } from '../build/build-stamp';
import { buildWorkdir } from '../build/build-workdir';
import { parseCommandArgs, type Command } from '../command';
import { PROJECT_ROOT, runBin } from '../project';
import { describeSite, resolveSite, siteHelp, SITE_OPTION, type SiteFolder } from '../site/resolve-site';

/**
 * Astro's root is Kiosk's folder (its config, site/ and the islands live there); KIOSK_ROOT points the publisher,
 * the images and the host files at the site's content/ and templates/, and the output goes to the site's dist/.
 */
export async function buildSite(site: SiteFolder = resolveSite(undefined)): Promise<number> {
  const startedAt = Date.now();
  if (!site.isDemo) console.log(`kiosk: building ${describeSite(site)} into ${site.distDir}`);
  // React's production build for the pages rendered in this process, as under Astro (set before it loads).
  process.env.NODE_ENV = 'production';
  const { describePublish, publishSite } = await import('../../publisher/build');
  try {
    // Astro builds only the shell (bundles and layout), once per version of Kiosk; the publisher writes the pages.
    const report = await publishSite({
      siteRoot: site.root,
      kioskRoot: PROJECT_ROOT,
      distDir: site.distDir,
      runAstro: (outDir) =>
        runBin('astro', ['build', '--root', PROJECT_ROOT, '--outDir', outDir], {
          env: { NODE_ENV: 'production', KIOSK_ROOT: site.root, KIOSK_BUILD_SHELL: '1' },
          cwd: buildWorkdir(outDir, PROJECT_ROOT),
        }),
    });
    console.log(describePublish(report));
  } catch (error) {
    console.error(`kiosk: the build failed; ${site.distDir} is left as it was\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  }
  writeBuildStamp(site.distDir, startedAt);
  console.log(`kiosk: built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return 0;
}

/** Builds only when dist/ is missing or older than its sources. */
export async function buildIfStale(site: SiteFolder = resolveSite(undefined)): Promise<number> {
  const freshness = buildFreshness(site.root, site.distDir, PROJECT_ROOT);
  if (freshness.fresh) {
    console.log('kiosk: dist/ is up to date');
    return 0;
  }
  console.log(`kiosk: building the site (${freshness.reason})`);
  return buildSite(site);
}

export const buildCommand: Command = {
  name: 'build',
  help: `Usage: kiosk build [--site <dir>] [--if-stale]

Renders every page with the engine, server-renders the islands and writes the static site to the site's
dist/ (Astro build), then stamps the build so \`kiosk start\` knows whether dist/ is up to date.

Options:
${siteHelp()}
  --if-stale    build only when dist/ is missing or older than its sources
  -h, --help    show this help`,
  async run(args) {
    const { values } = parseCommandArgs(args, { ...SITE_OPTION, 'if-stale': { type: 'boolean' } });
    const site = resolveSite(values.site);
    return values['if-stale'] ? buildIfStale(site) : buildSite(site);
  },
};
