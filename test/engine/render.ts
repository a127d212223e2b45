/** Test helper: compile and execute in one call, returning output, every error and the compile warnings. */
import { compile, execute, type ExecuteOptions, type TemplateError } from '../../engine';

export function render(
  template: string,
  json: unknown = {},
  options: Partial<ExecuteOptions> = {},
): { output: string; errors: TemplateError[]; compileErrors: TemplateError[]; compileWarnings: TemplateError[] } {
  const { code, errors: compileErrors, warnings: compileWarnings } = compile(template);
  const { output, errors } = execute(code, { json, ...options });
  return { output, errors, compileErrors, compileWarnings };
}
