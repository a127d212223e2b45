/**
 * Renders a template with only the content and social plugins registered, so
 * these tests exercise the plugins through the real engine and nothing else.
 */
import { compile, execute } from '../../../../engine';
import { contentPlugin } from '../../../../engine/plugins/content';
import { Registry } from '../../../../engine/plugins/registry';
import { socialPlugin } from '../../../../engine/plugins/social';

const registry = new Registry().use(contentPlugin).use(socialPlugin);

export function render(template: string, json?: unknown): string {
  const { code, errors } = compile(template, registry);
  if (errors.length > 0) throw new Error(`${template}: ${errors.map((e) => e.message).join('; ')}`);
  return execute(code, { json }).output;
}

/**
 * Renders `{.name? args}yes{.or}no{.end}` against `json`, inside `{.section scope}`
 * when a scope is given: whether the predicate holds.
 */
export function holds(predicate: string, json: unknown, scope?: string): boolean {
  const test = `{.${predicate}}yes{.or}no{.end}`;
  const output = render(scope === undefined ? test : `{.section ${scope}}${test}{.end}`, json);
  if (output !== 'yes' && output !== 'no') throw new Error(`unexpected output ${JSON.stringify(output)}`);
  return output === 'yes';
}
