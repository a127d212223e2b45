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

function byPosition(a: TemplateError, b: TemplateError): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

export function compileTemplate(source: string, registry: Registry, name: string | null = null): CompiledUnit {
  const map = new SourceMap(source, name);
  const cx = new CompileContext(registry, map);
  const { ast, problems } = parseTemplate(source);
  for (const p of problems) cx.error(p.offset, p.end, p.message);
  const exec = compileBlock(ast, cx);
  cx.errors.sort(byPosition);
  cx.warnings.sort(byPosition);
  return { exec, map, errors: cx.errors, warnings: cx.warnings };
}
