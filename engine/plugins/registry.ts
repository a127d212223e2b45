/**
 * The registry of formatters and predicates a template may name. Built-ins go
 * through the same `registerFormatter` / `registerPredicate` as user plugins.
 */
import type { FormatterSpec, Plugin, PluginRegistry, PredicateSpec } from './api';

const NAME = /^[a-zA-Z][a-zA-Z0-9_-]*$/;

export class Registry implements PluginRegistry {
  // Null-prototype maps: a formatter called "constructor" must not hit Object.prototype.
  private readonly formatters: Record<string, FormatterSpec> = Object.create(null);
  private readonly predicates: Record<string, PredicateSpec> = Object.create(null);

  registerFormatter(name: string, spec: FormatterSpec): void {
    if (!NAME.test(name)) throw new TypeError(`Invalid formatter name "${name}": use letters, digits, "-" and "_".`);
    this.formatters[name] = spec;
  }

  /** `name` without the trailing "?" that templates write: `equal` for `{.equal? a b}`. */
  registerPredicate(name: string, spec: PredicateSpec): void {
    const bare = name.endsWith('?') ? name.slice(0, -1) : name;
    if (!NAME.test(bare)) throw new TypeError(`Invalid predicate name "${name}": use letters, digits, "-" and "_".`);
    this.predicates[bare] = spec;
  }

  use(plugin: Plugin): this {
    plugin(this);
    return this;
  }

  formatter(name: string): FormatterSpec | undefined {
    return this.formatters[name];
  }

  predicate(name: string): PredicateSpec | undefined {
    return this.predicates[name.endsWith('?') ? name.slice(0, -1) : name];
  }

  formatterNames(): string[] {
    return Object.keys(this.formatters).sort();
  }

  predicateNames(): string[] {
    return Object.keys(this.predicates).sort();
  }
}
