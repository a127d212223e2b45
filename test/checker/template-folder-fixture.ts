/** Writes a throw-away template folder from a map of files and runs the checker (or one rule) over it. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkTemplateFolder, type CheckResult, type Rule } from '../../checker';

/** A minimal valid template: what each case adds to or overrides. */
export const BASE_FILES: Record<string, string> = {
  'template.conf': JSON.stringify({ name: 'Test', author: 'Kiosk', layouts: { default: { name: 'Default', regions: ['site'] } }, navigations: [{ title: 'Main', name: 'mainNav' }] }),
  'site.region': '<main>{squarespace.main-content}</main>',
};

export function templateFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kiosk-check-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

export function check(files: Record<string, string>, options: { rule?: Rule; contexts?: unknown[] } = {}): CheckResult {
  return checkTemplateFolder(templateFolder({ ...BASE_FILES, ...files }), {
    ...(options.rule ? { rules: [options.rule] } : {}),
    ...(options.contexts ? { contexts: options.contexts } : {}),
  });
}

/** `file:line:column rule-id` of each offense, for compact assertions. */
export function located(result: CheckResult): string[] {
  return result.offenses.map((o) => `${o.file}:${o.start.line}:${o.start.column} ${o.ruleId}`);
}
