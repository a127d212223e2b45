/** What every node compiler shares: the plugin registry, the source map, and the error list. */
import { templateError, type TemplateError } from '../errors';
import type { Registry } from '../plugins/registry';
import type { SourceMap } from '../runtime/source-map';

export class CompileContext {
  readonly errors: TemplateError[] = [];

  constructor(
    readonly registry: Registry,
    readonly map: SourceMap,
  ) {}

  error(offset: number, message: string, type = 'syntax'): void {
    const { line, column } = this.map.position(offset);
    this.errors.push(templateError(type, message, line, column));
  }
}
