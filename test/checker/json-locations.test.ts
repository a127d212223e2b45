import { describe, expect, it } from 'vitest';
import { JsonLocations } from '../../checker/json-locations';

describe('JsonLocations', () => {
  const text = '{\n  "layouts": { "default": { "regions": ["site", "footer"] } },\n  "name": "T"\n}';
  const where = new JsonLocations(text);

  it('gives the key and value offsets of every path', () => {
    const footer = where.get(['layouts', 'default', 'regions', 1])!;
    expect(text.slice(footer.valueOffset, footer.valueEnd)).toBe('"footer"');
    const name = where.get(['name'])!;
    expect(text.slice(name.keyOffset, name.keyOffset + 6)).toBe('"name"');
    expect(text.slice(name.valueOffset, name.valueEnd)).toBe('"T"');
  });

  it('falls back to the nearest written ancestor for a missing path', () => {
    expect(where.nearest(['layouts', 'default', 'name'])).toEqual(where.get(['layouts', 'default']));
  });
});
