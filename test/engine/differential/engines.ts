/**
 * The two engines of the differential test behind one call: Kiosk's (engine/index.ts) and the reference
 * (@squarespace/template-engine with @phensley/cldr locale data), each run on the same case and fixed clock.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compile, execute, type TemplateError } from '../../../engine';
import type { DiffCase, Outcome } from './case';

const require = createRequire(import.meta.url);

interface ReferenceError {
  type: string;
  message: string;
}
interface ReferenceCompiler {
  parse(source: string): { code: unknown; errors: ReferenceError[] };
  execute(props: Record<string, unknown>): { ctx: { render(): string }; errors: ReferenceError[] };
}

const reference = require('@squarespace/template-engine') as {
  Compiler: new () => ReferenceCompiler;
  Formatters: Record<string, unknown>;
  Predicates: Record<string, unknown>;
};

/** Names the reference registers, read at run time so the generator follows the installed version. */
export const referenceFormatterNames: readonly string[] = Object.keys(reference.Formatters).sort();
export const referencePredicateNames: readonly string[] = Object.keys(reference.Predicates).sort();

const { CLDRFramework } = require('@phensley/cldr') as {
  CLDRFramework: new (options: { loader: (lang: string) => string }) => { get(locale: string): unknown };
};
const packs = require.resolve('@phensley/cldr/package.json').replace(/package\.json$/, 'packs/');
const framework = new CLDRFramework({ loader: (lang) => readFileSync(`${packs}${lang}.json`, 'utf8') });
const cldrByLocale = new Map<string, unknown>();
const compiler = new reference.Compiler();

/** A Kiosk error that only warns (the template still publishes) does not count as a compile failure. */
function isWarning(e: TemplateError): boolean {
  const severity = (e as TemplateError & { severity?: string }).severity;
  return severity === 'warning' || e.type === 'warning';
}

const describe = (e: { type: string; message: string }) => `${e.type}: ${e.message}`;

export function runKiosk(c: DiffCase): Outcome {
  try {
    const compiled = compile(c.template);
    for (const source of Object.values(c.partials ?? {})) compile(source);
    const result = execute(compiled.code, {
      json: c.json,
      partials: c.partials,
      injects: c.injects,
      locale: c.locale,
      now: c.now,
      enableExpr: true,
      enableInclude: true,
    });
    const internal = [...compiled.errors, ...result.errors].filter((e) => e.type === 'internal');
    return {
      output: result.output,
      compileErrors: compiled.errors.filter((e) => !isWarning(e)).map(describe),
      renderErrors: result.errors.map(describe),
      // An `internal` error is a throw the engine caught itself: still a bug, reported as a throw.
      threw: internal.length ? internal.map(describe).join('; ') : undefined,
    };
  } catch (e) {
    return { output: '', compileErrors: [], renderErrors: [], threw: String((e as Error)?.stack ?? e) };
  }
}

function cldrFor(locale: string): unknown {
  if (locale === 'none') return undefined;
  let cldr = cldrByLocale.get(locale);
  if (cldr === undefined) cldrByLocale.set(locale, (cldr = framework.get(locale)));
  return cldr;
}

export function runReference(c: DiffCase): Outcome {
  try {
    const parsed = compiler.parse(c.template);
    // The reference takes injectables already decoded; a case holds them as JSON text, as Kiosk's API does.
    const injects: Record<string, unknown> = {};
    for (const [path, text] of Object.entries(c.injects ?? {})) {
      try {
        injects[path] = JSON.parse(text);
      } catch {
        injects[path] = text;
      }
    }
    const { ctx, errors } = compiler.execute({
      code: parsed.code,
      json: c.json,
      partials: c.partials ?? {},
      injects,
      cldr: cldrFor(c.locale),
      now: c.now,
      enableExpr: true,
      enableInclude: true,
    });
    return {
      output: ctx.render(),
      compileErrors: parsed.errors.map(describe),
      renderErrors: errors.map(describe),
    };
  } catch (e) {
    return { output: '', compileErrors: [], renderErrors: [], threw: String((e as Error)?.stack ?? e) };
  }
}
