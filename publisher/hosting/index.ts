// The post-build hosting step (publish-hosting.ts) and its parts, for the Astro integration and the tests.
export { describeHosting, hostingDirOf, publishHosting, type HostingReport, type PublishHostingOptions } from './publish-hosting';
export { compressAssets, type CompressionReport } from './compress-assets';
export { hostRuleFiles, nginxSnippet, netlifyHeaders, netlifyRedirects, vercelJson } from './host-rules';
export { API_ORIGIN_ENV, API_REWRITE_ENV, hostingSettings, SITE_CONFIG_FILE, type HostingSettings } from './hosting-settings';
export { API_ORIGIN_META, inlineScriptHashes, pagePass, withApiOriginMeta } from './page-pass';
