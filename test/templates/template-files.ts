/** Lists the default site template's JSON-T files (every file the publisher compiles) for the template tests. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const TEMPLATES_DIR = path.resolve(__dirname, '../../templates');

export interface TemplateSource {
  /** Path relative to templates/: `blocks/product-card.block`. */
  name: string;
  source: string;
}

function filesIn(sub: string, extensions: readonly string[]): string[] {
  const dir = path.join(TEMPLATES_DIR, sub);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => extensions.some((ext) => f.endsWith(ext)))
    .sort()
    .map((f) => (sub ? `${sub}/${f}` : f));
}

/** Regions named by template.conf's layouts (`site` → `site.region`). */
export function regionNames(): string[] {
  const conf = JSON.parse(readFileSync(path.join(TEMPLATES_DIR, 'template.conf'), 'utf8')) as {
    layouts?: Record<string, { regions?: string[] }>;
  };
  const regions = Object.values(conf.layouts ?? {}).flatMap((layout) => layout.regions ?? []);
  return [...new Set(regions)].map((r) => `${r}.region`);
}

export function templateSources(): TemplateSource[] {
  const names = [
    ...new Set([
      ...regionNames(),
      ...filesIn('', ['.region']),
      ...filesIn('blocks', ['.block']),
      ...filesIn('collections', ['.list', '.item']),
      ...filesIn('pages', ['.page']),
    ]),
  ];
  return names.map((name) => ({ name, source: readFileSync(path.join(TEMPLATES_DIR, name), 'utf8') }));
}
