/**
 * @module engine
 * Kiosk's JSON-T template engine: compile a template once, execute it many
 * times. Pure TypeScript: runs unchanged in Node and in a browser.
 */
export type { TemplateError } from './errors';
export type { FormatterSpec, PredicateSpec, Plugin, PluginRegistry, RenderContext, JsonValue } from './plugins/api';
export { Registry } from './plugins/registry';

import type { TemplateError } from './errors';

/** A compiled template: opaque, reusable, safe to execute concurrently. */
export interface CompiledTemplate {
  readonly source: string;
}

export interface ExecuteOptions {
  json: unknown;
  partials?: Record<string, string>;
  /** path → JSON text, for `{.inject @var path}` */
  injects?: Record<string, string>;
  locale?: string;
  /** epoch ms; defaults to the clock */
  now?: number;
  enableExpr?: boolean;
  enableInclude?: boolean;
}

export function compile(source: string): { code: CompiledTemplate; errors: TemplateError[] } {
  // Filled by the engine core work.
  return { code: { source }, errors: [] };
}

export function execute(code: CompiledTemplate, options: ExecuteOptions): { output: string; errors: TemplateError[] } {
  void options;
  return { output: code.source, errors: [] };
}
