import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hostingSettings, hostRuleFiles, publishHosting } from '../../../publisher/hosting';
import { readHostingManifest } from '../../../server/serving';

const root = mkdtempSync(join(tmpdir(), 'kiosk-host-rules-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const HEADERS = { 'Content-Security-Policy': "default-src 'self'; script-src 'self'", 'X-Content-Type-Options': 'nosniff' };

describe('hostRuleFiles', () => {
  it('writes Netlify/Cloudflare Pages headers and the /api rewrite', () => {
    const { published } = hostRuleFiles({ headers: HEADERS, rewriteTo: 'https://api.shop.example' });
    const byName = new Map(published.map((file) => [file.name, file.text]));
    expect(byName.get('_headers')).toContain("/*\n  Content-Security-Policy: default-src 'self'; script-src 'self'\n  X-Content-Type-Options: nosniff\n");
    expect(byName.get('_headers')).toContain('/_astro/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(byName.get('_redirects')).toContain('/api/*  https://api.shop.example/api/:splat  200');
    const vercel = JSON.parse(byName.get('vercel.json')!);
    expect(vercel.rewrites).toEqual([{ source: '/api/:path*', destination: 'https://api.shop.example/api/:path*' }]);
    expect(vercel.headers[0]).toEqual({ source: '/(.*)', headers: [
      { key: 'Content-Security-Policy', value: "default-src 'self'; script-src 'self'" }, { key: 'X-Content-Type-Options', value: 'nosniff' },
    ] });
  });

  it('writes an nginx snippet whose every location repeats the headers, with the proxy to the API', () => {
    const { nginx } = hostRuleFiles({ headers: HEADERS, rewriteTo: 'https://api.shop.example' });
    expect(nginx.text.match(/add_header Content-Security-Policy "default-src 'self'; script-src 'self'" always;/g)).toHaveLength(2);
    expect(nginx.text).toContain('location /api/ {\n  proxy_pass https://api.shop.example;\n  proxy_set_header Host api.shop.example;');
    expect(nginx.text).toContain('gzip_static on;');
  });

  it('leaves the rewrite out without an API origin', () => {
    const { published, nginx } = hostRuleFiles({ headers: HEADERS });
    expect(published.find((file) => file.name === '_redirects')!.text).not.toContain('/api/*');
    expect(JSON.parse(published.find((file) => file.name === 'vercel.json')!.text).rewrites).toBeUndefined();
    expect(nginx.text).not.toContain('proxy_pass');
  });
});

describe('hostingSettings', () => {
  it('reads KIOSK_API_ORIGIN over kiosk.config.json, as an origin', () => {
    const site = join(root, 'site');
    mkdirSync(site);
    expect(hostingSettings(site, {})).toEqual({ apiOrigin: undefined, apiRewrite: false });
    writeFileSync(join(site, 'kiosk.config.json'), JSON.stringify({ apiOrigin: 'https://api.shop.example/', apiRewrite: true, other: 1 }));
    expect(hostingSettings(site, {})).toEqual({ apiOrigin: 'https://api.shop.example', apiRewrite: true });
    expect(hostingSettings(site, { KIOSK_API_ORIGIN: 'http://127.0.0.1:9000', KIOSK_API_REWRITE: 'off' })).toEqual({ apiOrigin: 'http://127.0.0.1:9000', apiRewrite: false });
    expect(() => hostingSettings(site, { KIOSK_API_ORIGIN: 'api.shop.example' })).toThrow('KIOSK_API_ORIGIN');
    expect(() => hostingSettings(site, { KIOSK_API_ORIGIN: 'https://shop.example/api' })).toThrow('origin only');
    expect(() => hostingSettings(site, { KIOSK_API_REWRITE: 'maybe' })).toThrow('KIOSK_API_REWRITE');
  });
});

describe('publishHosting', () => {
  function builtSite(name: string): { site: string; dist: string } {
    const site = join(root, name);
    const dist = join(site, 'dist');
    mkdirSync(join(site, 'content'), { recursive: true });
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(site, 'content', 'website.json'), JSON.stringify({ website: { captchaSettings: { provider: 'turnstile', siteKey: 'k' } } }));
    writeFileSync(join(dist, 'index.html'), `<html><head></head><body><script>boot()</script>${'<p>x</p>'.repeat(300)}</body></html>`);
    return { site, dist };
  }

  it('points the pages at the API, records the hashes for kiosk serve and writes the host files and the copies', async () => {
    const { site, dist } = builtSite('direct');
    const report = await publishHosting({ distDir: dist, siteRoot: site, env: { KIOSK_API_ORIGIN: 'https://api.shop.example' } });
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('<meta name="kiosk-api-origin" content="https://api.shop.example">');
    const manifest = readHostingManifest(dist);
    expect(manifest.apiOrigin).toBe('https://api.shop.example');
    expect(manifest.scriptHashes).toHaveLength(1);
    const headers = readFileSync(join(dist, '_headers'), 'utf8');
    expect(headers).toContain(`'${manifest.scriptHashes[0]}'`);
    expect(headers).toContain('connect-src \'self\' https://api.shop.example');
    expect(headers).toContain('https://challenges.cloudflare.com');
    expect(headers).toContain('Strict-Transport-Security: max-age=31536000');
    expect(readFileSync(join(dist, '_redirects'), 'utf8')).toContain('/api/*  https://api.shop.example/api/:splat  200');
    expect(existsSync(join(`${dist}-hosting`, 'nginx.conf'))).toBe(true);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(true);
    expect(report.compression?.compressed).toBe(1);
  });

  it('with the rewrite, keeps the pages on their own origin and forwards /api', async () => {
    const { site, dist } = builtSite('rewrite');
    await publishHosting({ distDir: dist, siteRoot: site, env: { KIOSK_API_ORIGIN: 'https://api.shop.example', KIOSK_API_REWRITE: 'on' }, compress: false });
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).not.toContain('kiosk-api-origin');
    expect(readHostingManifest(dist).apiOrigin).toBeUndefined();
    expect(readFileSync(join(dist, '_headers'), 'utf8')).toContain("connect-src 'self';");
    expect(readFileSync(join(dist, '_redirects'), 'utf8')).toContain('/api/*  https://api.shop.example/api/:splat  200');
    expect(existsSync(join(dist, 'index.html.br'))).toBe(false);
  });
});
