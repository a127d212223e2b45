/** `units-metric?` exists (templates compile) and, as in the reference, never holds. */
import { describe, expect, it } from 'vitest';
import { render } from '../../render';

describe('units-metric?', () => {
  it('compiles and takes the .or branch', () => {
    const result = render('{.units-metric?}metric{.or}imperial{.end}', { website: { measurementStandard: 'METRIC' } });
    expect(result.compileErrors).toEqual([]);
    expect(result.output).toBe('imperial');
  });
});
