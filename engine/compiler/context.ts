/** What every node compiler shares: the plugin registry, the source map, and the error and warning lists. */
import { templateError, type TemplateError } from '../errors';
import type { Registry } from '../plugins/registry';
import type { SourceMap } from '../runtime/source-map';

export class CompileContext {
  // Made by a builtin rather than written `[]`: compiled templates keep these lists, and V8 pretenures
  // array literals whose arrays are often kept (see compiler/index.ts `Unit`).
  readonly errors: TemplateError[] = Array.of();
  readonly warnings: TemplateError[] = Array.of();

  constructor(
    readonly registry: Registry,
    readonly map: SourceMap,
  ) {}

  /** A problem Squarespace rejects too: the span `start..end` of the source. */
  error(start: number, end: number, message: string, type = 'syntax'): void {
    this.errors.push(templateError(type, message, this.map.span(start, end)));
  }

  /** A problem Squarespace compiles and renders anyway: reported, and the template still renders the same way. */
  warn(start: number, end: number, message: string, type: string): void {
    this.warnings.push(templateError(type, message, this.map.span(start, end), 'warning'));
  }
}
