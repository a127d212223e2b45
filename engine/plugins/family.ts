/**
 * The one way plugin families are registered: each family is records of specs
 * keyed by template name, and `registerFamily` hands every entry to a registry.
 */
import type { Plugin, PluginFamily, PluginRegistry } from './api';

export function registerFamily(registry: PluginRegistry, family: PluginFamily): void {
  for (const [name, spec] of Object.entries(family.formatters ?? {})) registry.registerFormatter(name, spec);
  for (const [name, spec] of Object.entries(family.predicates ?? {})) registry.registerPredicate(name, spec);
}

/** A family as a `Plugin`, for `Registry.use` and `createRegistry`. */
export function familyPlugin(family: PluginFamily): Plugin {
  return (registry) => registerFamily(registry, family);
}
