/**
 * @module engine
 * Kiosk's JSON-T template engine: compile a template once, execute it many
 * times. Pure TypeScript: runs unchanged in Node and in a browser.
 *
 * @example
 *   const { code, errors } = compile('<h1>{title|safe}</h1>');
 *   const { output } = execute(code, { json: { title: 'Hello' } });
 */
import { compileTemplate, type CompiledUnit } from './compiler';
import { templateError, type TemplateError } from './errors';
import type { FormatterSpec, Plugin, PredicateSpec } from './plugins/api';
import { builtinPlugins } from './plugins';
import { Registry } from './plugins/registry';
import { DEFAULT_MAX_OUTPUT, DEFAULT_MAX_STEPS, Runtime, type Partial } from './runtime/runtime';

export type { TemplateError, TemplateWarning, Severity } from './errors';
export type { FormatterSpec, PredicateSpec, Plugin, PluginRegistry, RenderContext, JsonValue } from './plugins/api';
export { Registry } from './plugins/registry';
export { isTruthy, toOutput, kindOf, isMissing, isObject } from './runtime/values';
export { MAX_PARTIAL_DEPTH, DEFAULT_MAX_STEPS, DEFAULT_MAX_OUTPUT } from './runtime/runtime';
// The image renditions the publisher makes are the ones the image formatters name (publisher/images/).
export { FALLBACK_FORMATS, MODERN_FORMATS, renditionUrl } from './plugins/content/images/image-renditions';
export { IMAGE_WIDTHS } from './plugins/content/images/image-widths';

/** A compiled template: opaque, reusable, safe to execute any number of times. */
export interface CompiledTemplate {
  readonly source: string;
}

interface Compiled extends CompiledTemplate {
  readonly unit: CompiledUnit;
  readonly registry: Registry;
}

/** A class rather than an object literal, so V8 never pretenures it (see compiler/index.ts `Unit`). */
class Code implements Compiled {
  constructor(
    readonly source: string,
    readonly unit: CompiledUnit,
    readonly registry: Registry,
  ) {}
}

export interface ExecuteOptions {
  json: unknown;
  /** name → template source, for `{@|apply name}` and `{.include name}` */
  partials?: Record<string, string>;
  /** path → JSON text, for `{.inject @var path}` */
  injects?: Record<string, string>;
  /** BCP 47 tag for locale-aware formatters (default "en"); "none" disables locale data. */
  locale?: string;
  /** epoch ms; defaults to the clock */
  now?: number;
  /** allow `{.eval}` (default true) */
  enableExpr?: boolean;
  /** allow `{.include}` (default true) */
  enableInclude?: boolean;
  /**
   * Work budget: sections entered, repeated items and partial calls (default
   * DEFAULT_MAX_STEPS). Past it the render stops with a 'limit' error.
   */
  maxSteps?: number;
  /** Output bound in characters (default DEFAULT_MAX_OUTPUT); the output is cut there with a 'limit' error. */
  maxOutput?: number;
}

/** What `compile` gives: the code, the errors, and the warnings (problems Squarespace renders through). */
export interface CompileResult {
  code: CompiledTemplate;
  errors: TemplateError[];
  warnings: TemplateError[];
}

/** A registry with every built-in plugin, then the given ones (which may override built-ins). */
export function createRegistry(plugins: readonly Plugin[] = []): Registry {
  const registry = new Registry();
  for (const plugin of builtinPlugins) registry.use(plugin);
  for (const plugin of plugins) registry.use(plugin);
  return registry;
}

const defaultRegistry = createRegistry();

/** Adds a formatter to the default registry (a template author's plugin). */
export function registerFormatter(name: string, spec: FormatterSpec): void {
  defaultRegistry.registerFormatter(name, spec);
}

/** Adds a predicate to the default registry; `name` without the trailing `?`. */
export function registerPredicate(name: string, spec: PredicateSpec): void {
  defaultRegistry.registerPredicate(name, spec);
}

/** Compiles template source. Syntax errors and warnings are listed, never thrown. */
export function compile(source: string, registry: Registry = defaultRegistry): CompileResult {
  try {
    const unit = compileTemplate(source, registry);
    return { code: new Code(source, unit, registry), errors: unit.errors, warnings: unit.warnings };
  } catch (e) {
    // A bug in the compiler must not escape: report it and render the source as text.
    const message = `unexpected error when compiling: ${(e as Error)?.message ?? String(e)}`;
    const unit: CompiledUnit = compileTemplate('', registry);
    const code: Compiled = { source, unit: { ...unit, exec: (rt) => void (rt.out += source) }, registry };
    return { code, errors: [templateError('internal', message)], warnings: [] };
  }
}

/** Executes a compiled template. Never throws: problems come back as errors beside the output. */
export function execute(code: CompiledTemplate, options: ExecuteOptions): { output: string; errors: TemplateError[] } {
  const { unit, registry } = code as Compiled;
  if (!unit) return { output: '', errors: [templateError('internal', 'execute() needs a template returned by compile().')] };
  const partials = options.partials;
  const rt = new Runtime(
    {
      json: options.json,
      locale: options.locale ?? 'en',
      now: options.now ?? Date.now(),
      enableExpr: options.enableExpr ?? true,
      enableInclude: options.enableInclude ?? true,
      injects: options.injects,
      maxSteps: positiveOr(options.maxSteps, DEFAULT_MAX_STEPS),
      maxOutput: positiveOr(options.maxOutput, DEFAULT_MAX_OUTPUT),
      loadPartial: (name) => loadPartial(partials, name, registry),
    },
    unit.map,
  );
  try {
    unit.exec(rt);
  } catch (e) {
    rt.error(`unexpected error when executing: ${(e as Error)?.message ?? String(e)}`, 'internal');
  }
  let output = rt.out;
  if (output.length > rt.options.maxOutput) {
    // Straight-line text after the last check can pass the bound: cut it (step() reports it).
    rt.step();
    output = output.slice(0, rt.options.maxOutput);
  }
  return { output, errors: rt.errors };
}

function positiveOr(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && value >= 0 ? value : fallback;
}

// Compiled partials by registry and source: a site renders the same blocks on every page.
const partialCache = new WeakMap<Registry, Map<string, Map<string, Partial & { problem?: string }>>>();
const PARTIAL_CACHE_LIMIT = 2000;

function loadPartial(
  partials: Record<string, string> | undefined,
  name: string,
  registry: Registry,
): { partial: Partial; problem?: string } | undefined {
  if (!partials || !Object.prototype.hasOwnProperty.call(partials, name)) return undefined;
  const source = partials[name];
  if (typeof source !== 'string') return undefined;
  let byName = partialCache.get(registry);
  if (!byName) partialCache.set(registry, (byName = new Map()));
  let bySource = byName.get(name);
  if (!bySource) byName.set(name, (bySource = new Map()));
  let entry = bySource.get(source);
  if (!entry) {
    const unit = compileTemplate(source, registry, name);
    const first = unit.errors[0];
    entry = {
      name,
      // Squarespace's engine renders nothing for a partial that fails to parse: the error says why.
      exec: first ? () => {} : unit.exec,
      map: unit.map,
      problem: first
        ? `Partial "${name}" failed to parse: ${first.message} (line ${first.line}, column ${first.column})`
        : undefined,
    };
    if (bySource.size >= PARTIAL_CACHE_LIMIT) bySource.clear();
    bySource.set(source, entry);
  }
  return { partial: entry, problem: entry.problem };
}
