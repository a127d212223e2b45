/**
 * Test helper: renders with Squarespace's own engine (@squarespace/template-engine, a devDependency), the
 * authority the syntax and runtime tests compare Kiosk with. No locale data: these tests stay off i18n.
 */
import { createRequire } from 'node:module';

interface ReferenceCompiler {
  parse(source: string): { code: unknown; errors: { message: string }[] };
  execute(props: Record<string, unknown>): { ctx: { render(): string; errors: { message: string }[] } };
}

const require = createRequire(import.meta.url);
const { Compiler } = require('@squarespace/template-engine') as { Compiler: new () => ReferenceCompiler };
const compiler = new Compiler();

export function referenceRender(
  template: string,
  json: unknown = {},
  options: { partials?: Record<string, string>; injects?: Record<string, unknown> } = {},
): { output: string; compileErrors: string[] } {
  const { code, errors } = compiler.parse(template);
  const { ctx } = compiler.execute({ code, json, ...options, now: 0, enableExpr: true, enableInclude: true });
  return { output: ctx.render(), compileErrors: errors.map((e) => e.message) };
}
