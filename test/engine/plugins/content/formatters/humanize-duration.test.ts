import { describe, expect, it } from 'vitest';
import { humanizeDuration } from '../../../../../engine/plugins/content/formatters/humanize-duration';
import { render } from '../render';

describe('humanizeDuration', () => {
  it('prints minutes and two-digit seconds, dropping milliseconds', () => {
    expect(humanizeDuration(0)).toBe('0:00');
    expect(humanizeDuration(59_999)).toBe('0:59');
    expect(humanizeDuration(125_500)).toBe('2:05');
    expect(humanizeDuration(3_600_000)).toBe('60:00');
  });
  it('keeps the sign on both parts of a negative duration', () => {
    expect(humanizeDuration(-125_000)).toBe('-2:-5');
  });
  it('treats what is not a number as 0', () => {
    expect(humanizeDuration(NaN)).toBe('0:00');
    expect(render('{d|humanizeDuration}', { d: 'abc' })).toBe('0:00');
    expect(render('{d|humanizeDuration}', { d: '125000' })).toBe('2:05');
    expect(render('{nope|humanizeDuration}', {})).toBe('0:00');
  });
});
