// Which site a command runs on: --site, else the current folder when it holds content/ and templates/, else the demo.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../cli/command';
import { PROJECT_ROOT } from '../../../cli/project';
import { DEMO_SITE_ROOT, resolveSite, siteHelp, takeSiteOption } from '../../../cli/site/resolve-site';

function folder(...subfolders: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kiosk-site-'));
  for (const sub of subfolders) mkdirSync(path.join(dir, sub), { recursive: true });
  return dir;
}

describe('resolveSite', () => {
  it('takes --site, relative to the current folder, with its own dist/', () => {
    const site = folder('content', 'templates');
    const resolved = resolveSite(path.basename(site), path.dirname(site), {});
    expect(resolved).toMatchObject({
      root: site,
      contentDir: path.join(site, 'content'),
      templatesDir: path.join(site, 'templates'),
      distDir: path.join(site, 'dist'),
      isDemo: false,
      chosenBy: 'option',
    });
  });

  it('takes the current folder when it is a site, else the bundled demo', () => {
    const site = folder('content', 'templates');
    expect(resolveSite(undefined, site, {})).toMatchObject({ root: site, chosenBy: 'current folder', isDemo: false });
    const notASite = folder('content');
    expect(resolveSite(undefined, notASite, {})).toMatchObject({ root: DEMO_SITE_ROOT, chosenBy: 'demo', isDemo: true });
    expect(DEMO_SITE_ROOT).toBe(PROJECT_ROOT);
    expect(resolveSite(undefined, PROJECT_ROOT, {})).toMatchObject({ root: PROJECT_ROOT, distDir: path.join(PROJECT_ROOT, 'dist'), isDemo: true });
  });

  it('refuses a --site that is not a site instead of falling back to the demo', () => {
    const half = folder('templates');
    expect(() => resolveSite(half, '/', {})).toThrow(UsageError);
    expect(() => resolveSite(half, '/', {})).toThrow(`is not a Kiosk site (it has no content/); create one with \`kiosk init <dir>\``);
    expect(() => resolveSite(path.join(half, 'nope'), '/', {})).toThrow('is not a folder');
    const file = path.join(half, 'file.txt');
    writeFileSync(file, 'x');
    expect(() => resolveSite(file, '/', {})).toThrow('is not a folder');
  });

  it('publishes into KIOSK_DIST_DIR when it is set', () => {
    const site = folder('content', 'templates');
    expect(resolveSite(site, '/', { KIOSK_DIST_DIR: '/tmp/elsewhere' }).distDir).toBe('/tmp/elsewhere');
  });
});

describe('takeSiteOption', () => {
  it('takes --site <dir> and --site=<dir> out of hand-read arguments', () => {
    expect(takeSiteOption(['add', 'SKU', '-3', '--site', 'shop'])).toEqual({ site: 'shop', rest: ['add', 'SKU', '-3'] });
    expect(takeSiteOption(['--site=shop', 'list'])).toEqual({ site: 'shop', rest: ['list'] });
    expect(takeSiteOption(['list'])).toEqual({ rest: ['list'] });
    expect(() => takeSiteOption(['list', '--site'])).toThrow("option '--site <dir>' argument missing");
  });

  it('lines its help up with the option names', () => {
    expect(siteHelp(14).split('\n')).toEqual([
      '  --site <dir>    the site folder (content/ + templates/); default: the current',
      '                  folder when it holds one, else the bundled demo store',
    ]);
  });
});
