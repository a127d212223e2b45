import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../cli/main';
import { openApiDocument } from '../../../schemas/contract/openapi';

afterEach(() => vi.restoreAllMocks());

/** Runs `kiosk …` in-process, capturing stdout. */
async function kiosk(...args: string[]) {
  const out: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void out.push(`${parts.join(' ')}\n`));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => out.push(String(chunk)) > 0);
  const code = await main(args);
  vi.restoreAllMocks();
  return { code, stdout: out.join('') };
}

describe('kiosk openapi', () => {
  it('writes the document to the file named, creating its folder', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kiosk-openapi-')), 'docs', 'openapi.json');
    const { code, stdout } = await kiosk('openapi', file);
    expect(code).toBe(0);
    expect(stdout).toContain(file);
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written.openapi).toBe('3.1.0');
    expect(written).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('prints it without a file, and refuses two files', async () => {
    const printed = await kiosk('openapi');
    expect(printed.code).toBe(0);
    expect(JSON.parse(printed.stdout).paths['/api/openapi.json']).toBeDefined();
    expect((await kiosk('openapi', 'a.json', 'b.json')).code).toBe(1);
  });
});
