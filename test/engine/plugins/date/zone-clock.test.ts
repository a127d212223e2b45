import { describe, expect, it } from 'vitest';
import { wallClock, zoneOffset } from '../../../../engine/plugins/date/zone-clock';

const NY = 'America/New_York';

describe('zoneOffset', () => {
  it('switches exactly at daylight-saving transitions', () => {
    const springForward = Date.UTC(2024, 2, 10, 7); // 2024-03-10 02:00 EST
    expect(zoneOffset(NY, springForward - 1000)).toBe(-300);
    expect(zoneOffset(NY, springForward)).toBe(-240);
    const fallBack = Date.UTC(2024, 10, 3, 6); // 2024-11-03 02:00 EDT
    expect(zoneOffset(NY, fallBack - 1000)).toBe(-240);
    expect(zoneOffset(NY, fallBack)).toBe(-300);
  });

  it('handles zones without daylight time, half hours and unknown names', () => {
    expect(zoneOffset('Asia/Kolkata', Date.UTC(2024, 5, 1))).toBe(330);
    expect(zoneOffset('Asia/Kathmandu', Date.UTC(1999, 0, 1))).toBe(345);
    expect(zoneOffset('Not/AZone', Date.UTC(2024, 5, 1))).toBe(0);
  });

  it('answers for instants of different years asked in turn', () => {
    const winter2023 = Date.UTC(2023, 0, 15);
    const summer2024 = Date.UTC(2024, 6, 15);
    const newYear2025 = Date.UTC(2025, 0, 1);
    for (let i = 0; i < 3; i++) {
      expect(zoneOffset(NY, winter2023)).toBe(-300);
      expect(zoneOffset(NY, summer2024)).toBe(-240);
      expect(zoneOffset(NY, newYear2025 - 1)).toBe(-300);
      expect(zoneOffset(NY, newYear2025)).toBe(-300);
      expect(zoneOffset('Australia/Sydney', summer2024)).toBe(600);
    }
  });
});

describe('wallClock', () => {
  it('gives local fields, weekday and day of year', () => {
    const clock = wallClock(Date.UTC(2021, 0, 1, 3, 4, 5, 6), NY);
    expect(clock).toMatchObject({ year: 2020, month: 12, day: 31, hour: 22, minute: 4, second: 5, millisecond: 6, weekday: 4, dayOfYear: 366, offset: -300, zone: NY });
    expect(wallClock(0, 'Bogus/Zone')).toMatchObject({ year: 1970, dayOfYear: 1, zone: 'UTC' });
  });

  it('gives the clock of the zone asked when one instant is read in two zones in a row', () => {
    const instant = Date.UTC(2024, 5, 1, 12);
    expect(wallClock(instant, NY)).toMatchObject({ hour: 8, zone: NY });
    expect(wallClock(instant, 'Asia/Tokyo')).toMatchObject({ hour: 21, zone: 'Asia/Tokyo' });
    expect(wallClock(instant, 'Asia/Tokyo')).toMatchObject({ hour: 21, zone: 'Asia/Tokyo' });
    expect(wallClock(instant + 1, 'Asia/Tokyo')).toMatchObject({ hour: 21, millisecond: 1 });
  });
});
