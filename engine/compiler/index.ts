/** Compiles template source into an executable function plus the errors found. */
import type { TemplateError } from '../errors';
import type { Registry } from '../plugins/registry';
import type { Exec } from '../runtime/runtime';
import { SourceMap } from '../runtime/source-map';
import { parseTemplate } from '../syntax';
import { compileBlock } from './compile-block';
import { CompileContext } from './context';

export interface CompiledUnit {
  readonly exec: Exec;
  readonly map: SourceMap;
  readonly errors: TemplateError[];
  /** Problems Squarespace renders through; the template renders the same way here. */
  readonly warnings: TemplateError[];
}

/**
 * A class, not an object literal. V8 tracks object and array literals by their allocation site. Once a
 * process has kept many compiled templates alive, it allocates their objects straight in the old generation
 * ("pretenuring"), even when they die young. Compiles in a long-lived process then paid for slower minor
 * collections and extra major ones (engine/README.md). Class instances have no allocation site and are
 * always allocated young.
 */
class Unit implements CompiledUnit {
  constructor(
    readonly exec: Exec,
    readonly map: SourceMap,
    readonly errors: TemplateError[],
    readonly warnings: TemplateError[],
  ) {}
}

function byPosition(a: TemplateError, b: TemplateError): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

export function compileTemplate(source: string, registry: Registry, name: string | null = null): CompiledUnit {
  const map = new SourceMap(source, name);
  const cx = new CompileContext(registry, map);
  const { ast, problems } = parseTemplate(source);
  for (const p of problems) cx.error(p.offset, p.end, p.message);
  const exec = compileBlock(ast, cx);
  if (cx.errors.length > 1) cx.errors.sort(byPosition);
  if (cx.warnings.length > 1) cx.warnings.sort(byPosition);
  return new Unit(exec, map, cx.errors, cx.warnings);
}
