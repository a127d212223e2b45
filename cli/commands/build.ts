/** `kiosk build`: publishes a site into its dist/ with Astro and stamps the build. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ParsedFiles } from '../../publisher/source';
import { buildFreshness, SITE_SOURCES, writeBuildStamp } from '../build/build-stamp';
import { buildWorkdir } from '../build/build-workdir';
import { watchSources } from '../build/watch-sources';
import { parseCommandArgs, UsageError, type Command } from '../command';
import { PROJECT_ROOT, runBin } from '../project';
import { describeSite, resolveSite, siteHelp, SITE_OPTION, type SiteFolder } from '../site/resolve-site';

/**
 * Astro's root is Kiosk's folder (its config, site/ and the islands live there); KIOSK_ROOT points the publisher,
 * the images and the host files at the site's content/ and templates/, and the output goes to the site's dist/.
 */
export interface BuildSiteOptions {
  /** the items a long-lived build keeps between its builds (`--watch`) */
  items?: ParsedFiles;
}

export async function buildSite(site: SiteFolder = resolveSite(undefined), options: BuildSiteOptions = {}): Promise<number> {
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
      items: options.items,
      runAstro: (outDir) =>
        runBin('astro', ['build', '--root', PROJECT_ROOT, '--outDir', outDir], {
          env: { NODE_ENV: 'production', KIOSK_ROOT: site.root, KIOSK_BUILD_SHELL: '1' },
          cwd: buildWorkdir(outDir, PROJECT_ROOT),
        }),
    });
    console.log(describePublish(report));
  } catch (error) {
    // Another build at work is no fault of the code: its message says what to do, a stack would only hide it. By
    // name: publishSite runs from the build's bundle, whose BuildLockedError is another class than this module's.
    const detail = error instanceof Error ? (error.name === 'BuildLockedError' ? error.message : (error.stack ?? error.message)) : String(error);
    console.error(`kiosk: the build failed; ${site.distDir} is left as it was\n${detail}`);
    return 1;
  }
  writeBuildStamp(site.distDir, startedAt);
  console.log(`kiosk: built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return 0;
}

/**
 * Builds, then builds again whenever the site's sources change, until Ctrl+C. The process stays: its code stays
 * loaded and compiled, and the items whose files did not change stay parsed, so a one-product edit of a
 * 10,000-product store takes a fraction of a `kiosk build`. A failed build leaves dist/ as it was and waits for the fix.
 */
export async function watchSite(site: SiteFolder, stopped: Promise<unknown> = stopSignal()): Promise<number> {
  const items = new ParsedFiles();
  const { collectGarbage } = await import('../../publisher/build');
  const build = async () => {
    await buildSite(site, { items });
    // What the build left behind goes while the site's author is still editing, not in the next build's time
    // (a 10,000-product build leaves a few hundred MB).
    setImmediate(collectGarbage);
  };
  await build();
  const sources = watchSources(site.root, async (changed) => {
    // An editor's save may pass through a file that is gone by now: the file that stays names the change.
    const first = changed.find((file) => existsSync(path.join(site.root, file))) ?? changed[0];
    console.log(`kiosk: ${first}${changed.length > 1 ? ` and ${changed.length - 1} more` : ''} changed; building again`);
    await build();
  });
  console.log(`kiosk: watching ${SITE_SOURCES.map((s) => (s.includes('.') ? s : `${s}/`)).join(', ')} in ${site.root} (Ctrl+C to stop)`);
  await stopped;
  sources.close();
  return 0;
}

/** Resolves on Ctrl+C (or a TERM signal), after which the process ends as it would. */
function stopSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
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
  help: `Usage: kiosk build [--site <dir>] [--if-stale | --watch]

Renders every page with the engine, server-renders the islands and writes the static site to the site's
dist/ (Astro build), then stamps the build so \`kiosk start\` knows whether dist/ is up to date.

Options:
${siteHelp()}
  --if-stale    build only when dist/ is missing or older than its sources
  --watch       build, then build again whenever content/, templates/ or kiosk.config.json
                change (the pages whose inputs changed), until Ctrl+C
  -h, --help    show this help`,
  async run(args) {
    const { values } = parseCommandArgs(args, { ...SITE_OPTION, 'if-stale': { type: 'boolean' }, watch: { type: 'boolean' } });
    if (values['if-stale'] && values.watch) throw new UsageError('--if-stale and --watch cannot go together');
    const site = resolveSite(values.site);
    if (values.watch) return watchSite(site);
    return values['if-stale'] ? buildIfStale(site) : buildSite(site);
  },
};
