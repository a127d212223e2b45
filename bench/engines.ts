/**
 * The two engines the benchmark compares, behind one interface: Kiosk's and
 * Squarespace's own (@squarespace/template-engine 2.10.10 with @phensley/cldr
 * locale data), both called synchronously.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compile, execute } from '../engine';

export interface RenderInput {
  template: string;
  json: unknown;
  partials?: Record<string, string>;
  injects?: Record<string, string>;
  locale: string;
  now: number;
}

export interface BenchEngine {
  name: string;
  compile(template: string): unknown;
  render(code: unknown, input: RenderInput): string;
}

export const kiosk: BenchEngine = {
  name: 'kiosk',
  compile: (template) => compile(template).code,
  render: (code, input) =>
    execute(code as ReturnType<typeof compile>['code'], {
      json: input.json,
      partials: input.partials,
      injects: input.injects,
      locale: input.locale,
      now: input.now,
      enableExpr: true,
      enableInclude: true,
    }).output,
};

/** Loads the peer lazily: it is a devDependency used only here. */
export function loadPeer(): BenchEngine {
  const require = createRequire(import.meta.url);
  const { Compiler } = require('@squarespace/template-engine');
  const { CLDRFramework } = require('@phensley/cldr');
  const packs = require.resolve('@phensley/cldr/package.json').replace(/package\.json$/, 'packs/');
  const framework = new CLDRFramework({ loader: (lang: string) => readFileSync(`${packs}${lang}.json`, 'utf8') });
  const cldrs = new Map<string, unknown>();
  const compiler = new Compiler();
  // The peer takes injectables already parsed; Kiosk's API takes JSON text.
  const parsedInjects = new WeakMap<Record<string, string>, Record<string, unknown>>();
  const injectsFor = (injects: Record<string, string> | undefined) => {
    if (!injects) return undefined;
    let parsed = parsedInjects.get(injects);
    if (!parsed) {
      parsed = Object.fromEntries(Object.entries(injects).map(([k, v]) => [k, JSON.parse(v)]));
      parsedInjects.set(injects, parsed);
    }
    return parsed;
  };
  return {
    name: 'peer',
    compile: (template) => compiler.parse(template).code,
    render: (code, input) => {
      let cldr = cldrs.get(input.locale);
      if (cldr === undefined && input.locale !== 'none') cldrs.set(input.locale, (cldr = framework.get(input.locale)));
      const { ctx } = compiler.execute({
        code,
        json: input.json,
        partials: input.partials,
        injects: injectsFor(input.injects),
        cldr,
        now: input.now,
        enableExpr: true,
        enableInclude: true,
      });
      return ctx.render();
    },
  };
}
