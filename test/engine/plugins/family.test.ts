/**
 * One way to register: every built-in family is records keyed by template
 * name, and the default registry holds exactly what `registerFamily` puts in.
 */
import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../../engine';
import type { FormatterSpec, PredicateSpec } from '../../../engine/plugins/api';
import { familyPlugin, registerFamily } from '../../../engine/plugins/family';
import { builtinFamilies, builtinPlugins } from '../../../engine/plugins';
import { Registry } from '../../../engine/plugins/registry';

describe('plugin families', () => {
  it('register their records under the names templates write', () => {
    const formatter: FormatterSpec = { apply: (value) => value };
    const predicate: PredicateSpec = { test: () => true };
    const registry = new Registry();
    registerFamily(registry, { formatters: { 'my-format': formatter }, predicates: { 'my-test': predicate } });
    expect(registry.formatter('my-format')).toBe(formatter);
    expect(registry.predicate('my-test?')).toBe(predicate);
    expect(new Registry().use(familyPlugin({ predicates: { x: predicate } })).predicateNames()).toEqual(['x']);
  });

  it('make up the default registry, later families winning a shared name', () => {
    expect(builtinPlugins).toHaveLength(builtinFamilies.length);
    const registry = createRegistry();
    const formatters = new Map<string, FormatterSpec>();
    const predicates = new Map<string, PredicateSpec>();
    for (const family of builtinFamilies) {
      for (const [name, spec] of Object.entries(family.formatters ?? {})) formatters.set(name, spec);
      for (const [name, spec] of Object.entries(family.predicates ?? {})) predicates.set(name, spec);
    }
    expect(registry.formatterNames()).toEqual([...formatters.keys()].sort());
    expect(registry.predicateNames()).toEqual([...predicates.keys()].sort());
    for (const [name, spec] of formatters) expect(registry.formatter(name), name).toBe(spec);
    for (const [name, spec] of predicates) expect(registry.predicate(name), name).toBe(spec);
  });
});
