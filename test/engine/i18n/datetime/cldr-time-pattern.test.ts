/** Time skeletons written from the locale's CLDR patterns: hour cycles, day periods, fractions and zone names. */
import { describe, expect, it } from 'vitest';
import { handWrittenDate, handWrittenStandard } from '../../../../engine/i18n/datetime/cldr-date-pattern';
import { parseSkeleton, splitParsedSkeleton } from '../../../../engine/i18n/datetime/cldr-skeleton';

const write = (skeleton: string, locale: string, ms: number, zone = 'UTC') => handWrittenDate(skeleton, locale)?.format(ms, zone);
const AFTERNOON = Date.UTC(2021, 1, 17, 16, 26, 5, 345); // a Wednesday, 16:26:05.345 UTC
const NOON = Date.UTC(2021, 6, 4, 12, 0, 0);
const MIDNIGHT = Date.UTC(2021, 6, 4, 0, 0, 0);

describe('time skeletons written from CLDR patterns', () => {
  it('keeps the pattern’s hour width, whatever the skeleton asks', () => {
    // Intl pads a two-letter 12-hour hour ("04 PM"); the reference keeps the pattern's "h a".
    expect(write('hh', 'en-US', AFTERNOON)).toBe('4\u202fPM');
    expect(write('hhmm', 'en-US', AFTERNOON)).toBe('4:26\u202fPM');
    expect(write('HH', 'en-US', Date.UTC(2021, 1, 17, 4))).toBe('04');
  });

  it('reads j, J and C as the locale’s hour cycle', () => {
    expect(write('j', 'en-US', AFTERNOON)).toBe('4\u202fPM');
    expect(write('jm', 'de', AFTERNOON)).toBe('16:26');
    expect(write('j', 'ja', AFTERNOON)).toBe('16時');
    // J is the preferred hour without a day period: en-US has no `h` pattern without one, so the 24-hour one fits.
    expect(write('Jm', 'en-US', AFTERNOON)).toBe('16:26');
    expect(write('Cm', 'es-MX', AFTERNOON)).toBe('4:26\u202fp.m.');
  });

  it('writes noon and midnight (`b`) and the flexible day periods (`B`) from the locale’s rules', () => {
    expect(write('bh', 'en-US', NOON)).toBe('12\u202fnoon');
    expect(write('bh', 'en-US', NOON + 60_000)).toBe('12\u202fPM');
    expect(write('Bh', 'en-US', AFTERNOON)).toBe('4 in the afternoon');
    expect(write('Bh', 'de', AFTERNOON)).toBe('4 Uhr mittags');
    expect(write('Bhm', 'ja', MIDNIGHT)).toBe('真夜中0:00');
    // es-MX names no afternoon1 period: `B` falls back to am/pm.
    expect(write('Bh', 'es-MX', NOON)).toBe('12 del mediodía');
  });

  it('puts fractions of a second after the seconds, with the locale’s decimal sign', () => {
    expect(write('hmsSSS', 'en-US', AFTERNOON)).toBe('4:26:05.345\u202fPM');
    expect(write('HmsSS', 'de', AFTERNOON)).toBe('16:26:05,34');
    expect(write('HmsSSSS', 'fr', AFTERNOON)).toBe('16:26:05,3450');
  });

  it('writes zone names, or the GMT offset where the locale has none in that form', () => {
    expect(write('hmz', 'en-US', AFTERNOON, 'America/New_York')).toBe('11:26\u202fAM EST');
    expect(write('hmzzzz', 'en-US', AFTERNOON, 'America/New_York')).toBe('11:26\u202fAM Eastern Standard Time');
    // en-GB has no short name for US Eastern: `z` and `v` write the short GMT offset, `zz` nothing.
    expect(write('Hmv', 'en-GB', AFTERNOON, 'America/New_York')).toBe('11:26 GMT-5');
    expect(write('Hmzz', 'en-GB', AFTERNOON, 'America/New_York')).toBe('11:26 ');
    expect(write('HmOOOO', 'fr', AFTERNOON, 'America/New_York')).toBe('11:26 UTC−05:00');
    expect(write('HmO', 'de', AFTERNOON, 'UTC')).toBe('16:26 GMT');
  });

  it('splits a skeleton into date and time halves keyed by their canonical letters', () => {
    const { date, time } = splitParsedSkeleton(parseSkeleton('MvM'));
    expect(date.key).toBe('M');
    expect(date.fields[3]).toMatchObject({ letter: 'M', width: 1 });
    expect(time.key).toBe('v');
    expect(handWrittenDate('MM', 'en-US', 'date', 'MvM')?.format(AFTERNOON, 'UTC')).toBe('2');
  });

  it('writes standard patterns and joins halves with the locale’s wrapper', () => {
    const date = handWrittenStandard('long', 'date', 'en-US');
    const time = handWrittenDate('hm', 'en-US', 'time');
    expect(date?.join(date.format(AFTERNOON, 'UTC'), time?.format(AFTERNOON, 'UTC') ?? '')).toBe('February 17, 2021 at 4:26\u202fPM');
    expect(handWrittenStandard('short', 'time', 'pt-BR')).toBeUndefined();
  });

  it('leaves exemplar-city zones and locales without CLDR facts to Intl', () => {
    expect(handWrittenDate('hVVVV', 'en-US')).toBeUndefined();
    expect(handWrittenDate('hm', 'pt-BR')).toBeUndefined();
  });
});
