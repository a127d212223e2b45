// The rule files static hosts read, so a dist/ deployed anywhere sends the same security headers as `kiosk serve`
// and, when the API runs elsewhere, forwards /api/* to it: Netlify and Cloudflare Pages (`_headers`, `_redirects`),
// Vercel (`vercel.json`), and an nginx snippet.
import { HASHED_ASSETS_PREFIX, IMMUTABLE } from '../../server/serving';

export interface HostRulesInput {
  /** every security header a page goes out with (HTTPS: static hosts serve over TLS) */
  headers: Readonly<Record<string, string>>;
  /** where /api/* is forwarded; undefined: no rewrite (the API answers on the pages' own origin, or they call it directly) */
  rewriteTo?: string;
}

export interface HostRuleFile {
  /** the file's name, relative to the folder it belongs in */
  name: string;
  text: string;
}

/** Netlify and Cloudflare Pages: header blocks per path pattern. */
export function netlifyHeaders(input: HostRulesInput): string {
  const lines = ['# Kiosk: security headers for every page, a year of caching for content-hashed assets.', '/*'];
  for (const [name, value] of Object.entries(input.headers)) lines.push(`  ${name}: ${value}`);
  lines.push(`${HASHED_ASSETS_PREFIX}*`, `  Cache-Control: ${IMMUTABLE}`);
  return `${lines.join('\n')}\n`;
}

/** Netlify (and Cloudflare Pages, which proxies only within the site): /api/* answered by the API's origin. */
export function netlifyRedirects(input: HostRulesInput): string {
  if (!input.rewriteTo) return '# Kiosk: no API origin was set at build time (KIOSK_API_ORIGIN), so /api is not forwarded.\n';
  return `# Kiosk: /api/* is answered by the API (status 200: a rewrite, the address bar keeps the site's origin).\n/api/*  ${input.rewriteTo}/api/:splat  200\n`;
}

/** Vercel: the same rules as JSON. */
export function vercelJson(input: HostRulesInput): string {
  const config = {
    ...(input.rewriteTo ? { rewrites: [{ source: '/api/:path*', destination: `${input.rewriteTo}/api/:path*` }] } : {}),
    headers: [
      { source: '/(.*)', headers: Object.entries(input.headers).map(([key, value]) => ({ key, value })) },
      { source: `${HASHED_ASSETS_PREFIX}(.*)`, headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

const nginxQuote = (value: string) => `"${value.replace(/(["\\$])/g, '\\$1')}"`;

/**
 * nginx, to `include` inside the site's `server { }` block (root pointing at dist/). add_header is repeated in each
 * location because nginx drops the server's add_header lines in a location that has its own.
 */
export function nginxSnippet(input: HostRulesInput): string {
  const headerLines = (indent: string) =>
    Object.entries(input.headers).map(([name, value]) => `${indent}add_header ${name} ${nginxQuote(value)} always;`);
  const lines = [
    '# Kiosk: include inside your server { } block, after `root /path/to/dist;`.',
    '# The build wrote .gz (and .br) copies of every text file: gzip_static serves them; brotli_static needs ngx_brotli.',
    'gzip_static on;',
    '# brotli_static on;',
    'error_page 404 /404.html;',
    '',
    'location / {',
    ...headerLines('  '),
    '  add_header Cache-Control "public, max-age=0, must-revalidate" always;',
    '  try_files $uri $uri/index.html =404;',
    '}',
    '',
    `location ${HASHED_ASSETS_PREFIX} {`,
    ...headerLines('  '),
    `  add_header Cache-Control ${nginxQuote(IMMUTABLE)} always;`,
    '}',
  ];
  if (input.rewriteTo) {
    const host = new URL(input.rewriteTo).host;
    lines.push(
      '',
      '# /api/* is answered by the API (kiosk serve --api-only); set KIOSK_TRUST_PROXY there to this server\'s address.',
      'location /api/ {',
      `  proxy_pass ${input.rewriteTo};`,
      `  proxy_set_header Host ${host};`,
      '  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      '  proxy_set_header X-Forwarded-Proto $scheme;',
      '  proxy_ssl_server_name on;',
      '}',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The files that go into dist/ (hosts read them from the published folder) and the nginx snippet (kept beside it). */
export function hostRuleFiles(input: HostRulesInput): { published: HostRuleFile[]; nginx: HostRuleFile } {
  return {
    published: [
      { name: '_headers', text: netlifyHeaders(input) },
      { name: '_redirects', text: netlifyRedirects(input) },
      { name: 'vercel.json', text: vercelJson(input) },
    ],
    nginx: { name: 'nginx.conf', text: nginxSnippet(input) },
  };
}
