/** `kiosk check` end to end through the CLI: Kiosk's own template, a broken one, JSON output, exit codes. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES, type JsonReport } from '../../../checker';
import { runMain } from '../run-main';

const run = (...args: string[]) => runMain('check', ...args);

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kiosk-check-cli-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const CONF = JSON.stringify({ name: 'T', layouts: { default: { name: 'D', regions: ['site'] } } });


describe('kiosk check', () => {
  it("passes Kiosk's own template at the default fail level, comparing variables with the demo content", async () => {
    const { code, stdout } = await run('--format', 'json');
    const report = JSON.parse(stdout) as JsonReport;
    expect(report.offenses.filter((o) => o.severity === 'error')).toEqual([]);
    expect(code).toBe(0);
    expect(report.version).toBe(1);
    expect(report.files).toContain('template.conf');
    expect(report.files).toContain('collections/products.item');
    expect(report.summary.files).toBe(report.files.length);
  }, 60_000);

  it('reports a broken template as text and exits 1', async () => {
    const dir = folder({ 'template.conf': CONF, 'site.region': '<h1>{title|htlm}</h1>\n{.section item}' });
    const { code, stdout } = await run(dir);
    expect(code).toBe(1);
    expect(stdout).toContain(`${dir}/site.region:1:12  error  unknown-formatter  Unknown formatter "htlm". Did you mean "html"?`);
    expect(stdout).toContain(`${dir}/site.region:2:1  error  unbalanced-block  Unclosed SECTION block {.section item}`);
    expect(stdout.trimEnd().split('\n').pop()).toBe('2 files checked: 2 offenses in 1 file (2 errors, 0 warnings).');
  });

  it('fails on warnings only with --fail-level warning', async () => {
    const dir = folder({ 'template.conf': CONF, 'site.region': '<img src="/a.png" alt="" width="1" height="1">' });
    expect((await run(dir)).code).toBe(0);
    const strict = await run(dir, '--fail-level', 'warning', '--format', 'json');
    expect(strict.code).toBe(1);
    const report = JSON.parse(strict.stdout) as JsonReport;
    expect(report.offenses).toEqual([
      {
        ruleId: 'img-alt-empty',
        severity: 'warning',
        message: 'Empty alt text without a decorative marker: describe the image, or add role="presentation" if it is decorative.',
        file: 'site.region',
        start: { line: 1, column: 19 },
        end: { line: 1, column: 22 },
        suggestion: 'role="presentation"',
      },
    ]);
  });

  it('compares variables with --fixtures', async () => {
    const dir = folder({ 'template.conf': CONF, 'site.region': '{website.siteTitle} {website.siteTitel}' });
    const fixtures = folder({ 'home.json': JSON.stringify({ website: { siteTitle: 'Shop' } }) });
    const { stdout } = await run(dir, '--fixtures', fixtures);
    expect(stdout).toContain('site.region:1:22  warning  unknown-variable  No fixture has "siteTitel" (in "website.siteTitel"): it renders empty. Did you mean "siteTitle"?');
    // Without fixtures another template's variables are not checked.
    expect((await run(dir)).stdout).toBe('2 files checked, no offenses.\n');
  });

  it('exits 2 on wrong usage', async () => {
    expect(await run('--format', 'xml')).toMatchObject({ code: 2, stderr: expect.stringContaining('--format must be text or json, got "xml"') });
    expect(await run('/no/such/folder')).toMatchObject({ code: 2, stderr: expect.stringContaining('"/no/such/folder" is not a folder') });
    expect((await run('a', 'b')).code).toBe(2);
    expect((await run('--fixtures', '/no/such/folder')).code).toBe(2);
    expect((await run('--strict')).code).toBe(2);
  });

  it('lists every rule with its severity and doc', async () => {
    const { code, stdout } = await run('--list-rules');
    expect(code).toBe(0);
    for (const rule of RULES) expect(stdout).toMatch(new RegExp(`^${rule.id} +${rule.severity} +\\S`, 'm'));
  });
});
