/** The generated cases: a grammar template with data, partials, injectables and a locale, at the fixed clock. */
import fc from 'fast-check';
import { FIXED_NOW, type DiffCase } from './case';
import { jsonValue, rootJson } from './json-arbitrary';
import { partials, template } from './template-arbitrary';

const injectText = fc.oneof(
  { weight: 4, arbitrary: jsonValue.map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 1, arbitrary: fc.constantFrom('{', 'not json', '') },
);

/** Mostly American English; other locales whose data both engines carry now and then. */
export const locale = fc.oneof(
  { weight: 6, arbitrary: fc.constant('en-US') },
  { weight: 1, arbitrary: fc.constantFrom('en', 'de', 'fr', 'ja', 'es-MX', 'en-GB') },
);

export const generatedCase: fc.Arbitrary<DiffCase> = fc
  .record({
    template,
    json: rootJson,
    partials: fc.option(partials, { freq: 3, nil: undefined }),
    injects: fc.option(fc.record({ 'a.json': injectText, 'b.json': injectText }, { requiredKeys: [] }), { freq: 4, nil: undefined }),
    locale,
  })
  .map((c) => {
    const out: DiffCase = { template: c.template, json: c.json, locale: c.locale, now: FIXED_NOW };
    if (c.partials) out.partials = c.partials;
    if (c.injects) out.injects = c.injects;
    return out;
  });
