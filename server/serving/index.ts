// The serving rules the build shares with the server (publisher/hosting writes them into host files): the security
// headers, the site's third-party providers, the text assets worth compressing and the build's hosting manifest.
export { contentSecurityPolicy, securityHeaders, SECURITY_HEADER_NAMES, type PolicySources } from './security-policy';
export { siteProviders } from './site-providers';
export { COMPRESSIBLE_EXTENSIONS, isCompressible, MIN_COMPRESS_BYTES } from './text-assets';
export { PRECOMPRESSED } from './accept-encoding';
export { HOSTING_MANIFEST, manifestPath, readHostingManifest, type HostingManifest } from './hosting-manifest';
export { HASHED_ASSETS_PREFIX, IMMUTABLE, REVALIDATE } from './static-files';
