/** Test helper: compile and execute in one call, returning output and every error. */
import { compile, execute, type ExecuteOptions, type TemplateError } from '../../engine';

export function render(
  template: string,
  json: unknown = {},
  options: Partial<ExecuteOptions> = {},
): { output: string; errors: TemplateError[]; compileErrors: TemplateError[] } {
  const { code, errors: compileErrors } = compile(template);
  const { output, errors } = execute(code, { json, ...options });
  return { output, errors, compileErrors };
}
