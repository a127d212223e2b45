import { describe, expect, it } from 'vitest';
import { hasTimeFields, skeletonOptions } from '../../../../engine/i18n/datetime/skeleton';

describe('skeletonOptions', () => {
  it('maps date fields by letter count', () => {
    expect(skeletonOptions('yMMMd')).toEqual({ year: 'numeric', month: 'short', day: 'numeric' });
    expect(skeletonOptions('yyMMdd')).toEqual({ year: '2-digit', month: '2-digit', day: '2-digit' });
    expect(skeletonOptions('MMMMEEEE')).toEqual({ month: 'long', weekday: 'long' });
    expect(skeletonOptions('MMMMMEEEEEGGGG')).toEqual({ month: 'narrow', weekday: 'narrow', era: 'long' });
  });

  it('maps hour cycles, day periods and zones', () => {
    expect(skeletonOptions('hm')).toEqual({ hour: 'numeric', hourCycle: 'h12', minute: 'numeric' });
    expect(skeletonOptions('HHmmss')).toEqual({ hour: '2-digit', hourCycle: 'h23', minute: '2-digit', second: '2-digit' });
    expect(skeletonOptions('jm')).toEqual({ hour: 'numeric', minute: 'numeric' });
    expect(skeletonOptions('Bh')).toMatchObject({ dayPeriod: 'short', hour: 'numeric' });
    expect(skeletonOptions('hmz')).toMatchObject({ timeZoneName: 'short' });
    expect(skeletonOptions('hmvvvv')).toMatchObject({ timeZoneName: 'longGeneric' });
  });

  it('skips what Intl cannot show', () => {
    expect(skeletonOptions('QQQw')).toEqual({});
  });

  it('tells time skeletons from date skeletons', () => {
    expect(hasTimeFields('hm')).toBe(true);
    expect(hasTimeFields('yMMMd')).toBe(false);
  });
});
