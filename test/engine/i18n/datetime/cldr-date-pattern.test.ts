/** Date skeletons with fields Intl lacks, written from the locale's CLDR pattern as the reference writes them. */
import { describe, expect, it } from 'vitest';
import { handWrittenDate } from '../../../../engine/i18n/datetime/cldr-date-pattern';

const write = (skeleton: string, locale: string, ms: number, zone = 'UTC') => handWrittenDate(skeleton, locale)?.format(ms, zone);
const NEW_YEAR_2023 = Date.UTC(2023, 0, 1, 12); // a Sunday

describe('handWrittenDate', () => {
  it('writes quarters with the locale names and the closest pattern', () => {
    expect(write('yQ', 'en-US', NEW_YEAR_2023)).toBe('Q1 2023');
    expect(write('QQQQ', 'de', Date.UTC(2023, 9, 1))).toBe('4. Quartal 2023');
    expect(write('qqq', 'es-MX', NEW_YEAR_2023)).toBe('T1 de 2023');
    expect(write('yQ', 'ja', NEW_YEAR_2023)).toBe('2023/Q1');
  });

  it('counts weeks by the region’s first day and minimal days', () => {
    // 1 January 2023 is in week 1 where weeks start on Sunday, in week 52 of 2022 under the ISO rule.
    expect(write('w', 'en-US', NEW_YEAR_2023)).toBe('week 1 of 2023');
    expect(write('w', 'en-GB', NEW_YEAR_2023)).toBe('week 52 of 2022');
    expect(write('W', 'de', NEW_YEAR_2023)).toBe('Woche 0 im Januar');
    // `yw` keeps the calendar year beside the week, as the reference's adjusted pattern does.
    expect(write('yw', 'fr', NEW_YEAR_2023)).toBe('semaine 52 de 2023');
    expect(write('w', 'en-US', Date.UTC(2024, 11, 31))).toBe('week 1 of 2025');
  });

  it('writes the Julian day number for `g` and nothing for `l`', () => {
    expect(write('g', 'en-US', NEW_YEAR_2023)).toBe('2459946');
    expect(write('l', 'en-US', NEW_YEAR_2023)).toBe('');
    expect(write('l', 'ja', NEW_YEAR_2023)).toBe('月');
  });

  it('leaves locales without CLDR facts to Intl', () => {
    expect(handWrittenDate('yQ', 'pt-BR')).toBeUndefined();
  });

  it('writes every date-only skeleton from the locale’s patterns, as the reference picks them', () => {
    const instant = Date.UTC(2021, 1, 17, 21, 26, 5);
    // Intl pads the day and month here (17/02/2021); the reference's en-GB pattern for yMd does not.
    expect(handWrittenDate('yMd', 'en-GB')?.format(instant, 'UTC')).toBe('17/2/2021');
    // No CLDR pattern has a day and a year without the month: the closest adds it (Intl writes "2021 (day: 17)").
    expect(handWrittenDate('Yd', 'en-US')?.format(instant, 'UTC')).toBe('2/17/2021');
  });

  it('joins a time with the locale’s wrapper at the matched pattern’s width', () => {
    const hand = handWrittenDate('yQQQQ', 'en-US');
    expect(hand?.join('4th quarter 2026', '1:00 AM')).toBe('4th quarter 2026, 1:00 AM');
    expect(hand?.join('4th quarter 2026', '1:00 AM', 'full')).toBe('4th quarter 2026 at 1:00 AM');
    expect(hand?.join('', '1:00 AM')).toBe('1:00 AM');
  });
});
