// The hosting step after a build: the pages learn where the API is, the build's manifest tells `kiosk serve` the
// inline-script hashes, the host rule files are written, and every text asset gets its brotli and gzip copies.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { manifestPath, securityHeaders, siteProviders, type HostingManifest } from '../../server/serving';
import { compressAssets, type CompressionReport } from './compress-assets';
import { publishedFiles } from './published-files';
import { hostRuleFiles } from './host-rules';
import { hostingSettings, type HostingSettings } from './hosting-settings';
import { pagePass, type PagePassReport } from './page-pass';

export interface PublishHostingOptions {
  /** the published site */
  distDir: string;
  /** the protected pages kept beside it (their inline scripts count for the policy too) */
  privateDir?: string;
  /** the site folder: content/ and kiosk.config.json */
  siteRoot: string;
  /** the build's environment (KIOSK_API_ORIGIN, KIOSK_API_REWRITE, the Stripe keys) */
  env: NodeJS.ProcessEnv;
  /** settings over those of env and kiosk.config.json (tests) */
  settings?: HostingSettings;
  /** write the .br/.gz copies (default true) */
  compress?: boolean;
  /** pages written with the meta already right, by absolute path, with their inline scripts' hashes (not read again) */
  knownPages?: ReadonlyMap<string, readonly string[]>;
  /** files of distDir (relative) whose .br/.gz copies are known to be current: pages reused or rendered with them (not read) */
  compressed?: readonly string[];
  /** folders of distDir (relative, with `/`) whose files the build knows, by name: not read (publisher/build/page-folders.ts) */
  knownFolders?: ReadonlyMap<string, readonly string[]>;
}

export interface HostingReport {
  settings: HostingSettings;
  pages: PagePassReport;
  compression?: CompressionReport;
  /** the folder holding the nginx snippet */
  hostingDir: string;
}

/** Where the nginx snippet goes: beside dist/, never published. */
export function hostingDirOf(distDir: string): string {
  return `${distDir.replace(/[\\/]+$/, '')}-hosting`;
}

export async function publishHosting(options: PublishHostingOptions): Promise<HostingReport> {
  const settings = options.settings ?? hostingSettings(options.siteRoot, options.env);
  // With a rewrite the pages keep calling their own origin; otherwise they call the API's origin directly.
  const calledOrigin = settings.apiRewrite ? undefined : settings.apiOrigin;
  // One walk of the published folder serves the page pass and the compression (a big site's costs up to a second):
  // the pass replaces pages under their own names, and the files written below are host rules, never compressed.
  const published = publishedFiles(options.distDir, options.knownFolders);
  const listed = new Map([[options.distDir, published]]);
  const pages = await pagePass([options.distDir, ...(options.privateDir ? [options.privateDir] : [])], calledOrigin, options.knownPages, listed);

  const manifest: HostingManifest = { apiOrigin: calledOrigin, scriptHashes: pages.scriptHashes };
  writeFileSync(manifestPath(options.distDir), `${JSON.stringify(manifest, null, 2)}\n`);

  const providers = siteProviders(path.join(options.siteRoot, 'content'), options.env);
  const headers = securityHeaders({ ...providers, ...manifest }, true);
  // Forwarding /api does no harm when the pages call the API directly, and it keeps the site-origin links of
  // emails (downloads, one-click unsubscribe) working.
  const files = hostRuleFiles({ headers, rewriteTo: settings.apiOrigin });
  for (const file of files.published) writeFileSync(path.join(options.distDir, file.name), file.text);
  const hostingDir = hostingDirOf(options.distDir);
  mkdirSync(hostingDir, { recursive: true });
  writeFileSync(path.join(hostingDir, files.nginx.name), files.nginx.text);

  const compression = options.compress === false
    ? undefined
    : await compressAssets(options.distDir, undefined, files.published.map((file) => file.name), options.compressed, published);
  return { settings, pages, compression, hostingDir };
}

/** One line for the build's log. */
export function describeHosting(report: HostingReport): string {
  const api = report.settings.apiOrigin
    ? `API at ${report.settings.apiOrigin} (${report.settings.apiRewrite ? 'through the host\'s /api rewrite' : 'called directly'})`
    : 'API on the same origin';
  const saved = report.compression && report.compression.originalBytes > 0
    ? `; compressed ${report.compression.compressed} files (${report.compression.unchanged} unchanged): ` +
      `${Math.round(report.compression.originalBytes / 1024)} KB → brotli ${Math.round(report.compression.brotliBytes / 1024)} KB, gzip ${Math.round(report.compression.gzipBytes / 1024)} KB`
    : '';
  return `hosting: ${api}; ${report.pages.scriptHashes.length} inline script hash(es); host rules in _headers, _redirects, vercel.json and ${report.hostingDir}/nginx.conf${saved}`;
}
