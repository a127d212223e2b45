/** ISO offsets and zone ids written by hand, as the reference's CLDR formatter writes them. */
import { describe, expect, it } from 'vitest';
import { handWrittenZone } from '../../../../engine/i18n/datetime/hand-written-zone';

const NOV_2023 = Date.UTC(2023, 10, 14, 22, 13, 20);
const write = (skeleton: string, zone: string, ms = NOV_2023) => handWrittenZone(skeleton, zone)?.(ms);

describe('handWrittenZone', () => {
  it('writes ISO 8601 offsets at each width', () => {
    expect(['x', 'xx', 'xxx', 'xxxx', 'xxxxx'].map((s) => write(s, 'America/New_York'))).toEqual(['-05', '-0500', '-05:00', '-0500', '-05:00']);
    expect(['Z', 'ZZ', 'ZZZ', 'ZZZZZ'].map((s) => write(s, 'Asia/Kolkata'))).toEqual(['+0530', '+0530', '+0530', '+05:30']);
    expect(write('x', 'Asia/Kolkata')).toBe('+0530');
  });

  it('writes a zero offset with a plus, and `X` with the reference\'s trailing Z', () => {
    expect(write('x', 'UTC')).toBe('+00');
    expect(write('XXX', 'UTC')).toBe('+00:00Z');
    expect(write('ZZZZZ', 'UTC')).toBe('+00:00');
  });

  it('writes zone ids: `V` is unk, `VV` the canonical id', () => {
    expect(write('hmV', 'Asia/Tokyo')).toBe('unk');
    expect(write('VV', 'US/Eastern')).toBe('America/New_York');
    expect(write('VV', 'UTC')).toBe('Etc/UTC');
  });

  it('leaves to Intl the zones it writes, and the last zone letters decide', () => {
    expect(handWrittenZone('ZZZZ', 'UTC')).toBeUndefined();
    expect(handWrittenZone('hmv', 'UTC')).toBeUndefined();
    expect(handWrittenZone('yMMMd', 'UTC')).toBeUndefined();
    expect(write('VVx', 'Asia/Tokyo')).toBe('+09');
  });

  it('writes nothing for generic names of other widths than one and four letters, as the reference', () => {
    expect(['vv', 'vvv', 'vvvvv'].map((s) => write(s, 'America/New_York'))).toEqual(['', '', '']);
    expect(handWrittenZone('v', 'America/New_York')).toBeUndefined();
    expect(handWrittenZone('vvvv', 'America/New_York')).toBeUndefined();
  });
});
