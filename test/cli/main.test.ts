import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../cli/main';
import { runMain } from './run-main';

const KIOSK = path.resolve(__dirname, '../../cli/kiosk.mjs');

const run = (...args: string[]) => runMain(...args);


describe('kiosk main', () => {
  it('lists the commands and gives each one --help', async () => {
    const overview = await run('--help');
    expect(overview.code).toBe(0);
    for (const entry of COMMANDS) {
      expect(overview.stdout).toContain(`  ${entry.name} `);
      const help = await run(entry.name, '--help');
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(new RegExp(`^Usage: kiosk ${entry.name}`));
    }
    expect((await run('serve', '-h')).stdout).toContain('KIOSK_DB');
  });

  it('refuses an unknown command or option with exit 1', async () => {
    const unknown = await run('deploy');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('kiosk: unknown command "deploy"');
    const option = await run('build', '--fast');
    expect(option.code).toBe(1);
    expect(option.stderr).toContain("kiosk build: Unknown option '--fast'");
    expect((await run('test', '--only', 'lint')).stderr).toContain('unknown step "lint"');
    expect((await run('serve', '--port', 'http')).stderr).toContain('--port must be a port number (0-65535), got "http"');
  });

  it('explains bad render input', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kiosk-cli-'));
    const template = path.join(dir, 'page.jsont');
    const json = path.join(dir, 'page.json');
    writeFileSync(template, '<p>{title}</p>');
    writeFileSync(json, '{"title": "Hello"}');
    expect(await run('render', template, '--json', json)).toEqual({ code: 0, stdout: '<p>Hello</p>', stderr: '' });
    expect(await run('render', template, '--json', path.join(dir, 'nope.json'))).toEqual({
      code: 1,
      stdout: '',
      stderr: `${path.join(dir, 'nope.json')}: file not found\n`,
    });
    expect((await run('render', template)).stderr).toContain('kiosk render: missing --json <file>');
    expect((await run('render', '--json', json)).stderr).toContain('kiosk render: missing <template-file>');
    expect((await run('render', template, '--json', json, '--now', 'soon')).stderr).toContain('--now must be epoch milliseconds');
    expect((await run('render', template, '--json', json, '--locale', 'not a tag')).stderr).toContain('is not a valid BCP 47 language tag');
  });
});

describe('kiosk launcher', () => {
  // A real process: tsx registration and exit codes. Slow on a busy machine (tsx compiles on first use).
  it('runs the TypeScript CLI and exits with its code', { timeout: 120_000 }, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kiosk-launch-'));
    const template = path.join(dir, 't.jsont');
    writeFileSync(template, '{a}');
    writeFileSync(path.join(dir, 'bad.json'), '{"a": }');
    const result = spawnSync(process.execPath, [KIOSK, 'render', template, '--json', path.join(dir, 'bad.json')], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`${path.join(dir, 'bad.json')}:1:7: invalid JSON: expected a value but found character "}"\n`);
  });
});
