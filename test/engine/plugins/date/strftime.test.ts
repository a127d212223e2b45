import { describe, expect, it } from 'vitest';
import { compileStrftime, renderStrftime } from '../../../../engine/plugins/date/strftime';
import { wallClock } from '../../../../engine/plugins/date/zone-clock';

const strftime = (pattern: string, ms: number, zone = 'America/New_York') => renderStrftime(compileStrftime(pattern), wallClock(ms, zone));
const T = 1613597165345; // Wed 2021-02-17 16:26:05.345 EST

describe('strftime', () => {
  it('prints names, numbers and padding', () => {
    expect(strftime('%a %A %b %B %h', T)).toBe('Wed Wednesday Feb February Feb');
    expect(strftime('%Y-%m-%d %H:%M:%S', T)).toBe('2021-02-17 16:26:05');
    expect(strftime('%y %C %j %e %k %l %I %i %p %P', T)).toBe('21 20 048 17 16  4 04 4 PM pm');
    expect(strftime('%e|%k', 1577934245000, 'Asia/Kolkata')).toBe(' 2| 8');
    expect(strftime('%N %s %u %w %q', T)).toBe('345000000 1613597165 3 3 1');
  });

  it('expands composite directives', () => {
    expect(strftime('%c', T)).toBe('Wed, Feb 17, 2021 4:26:05 PM EST');
    expect(strftime('%D|%F|%r|%R|%T|%x|%X|%v', T)).toBe('02/17/21|2021-02-17|4:26:05 PM|16:26|16:26:05|02/17/2021|04:26:05 PM|17-Feb-2021');
  });

  it('prints the zone offset and abbreviation', () => {
    expect(strftime('%z %Z', T)).toBe('-05:00 EST');
    expect(strftime('%z %Z', T, 'Asia/Kathmandu')).toBe('+05:45 +0545');
    expect(strftime('%z %Z', 1625097165345, 'Europe/Paris')).toBe('+02:00 CEST');
  });

  it('numbers weeks from Sunday (week 1 holds January 1st) and by ISO 8601', () => {
    expect(strftime('%U %W %V %G', 1600000000000)).toBe('38 38 37 2020');
    expect(strftime('%U %V', 1609459200000)).toBe('01 53'); // Thu 2020-12-31
    expect(strftime('%V %G %g', 1735603200000)).toBe('01 2025 25'); // Mon 2024-12-30
  });

  it('handles %%, a trailing % and unknown directives', () => {
    expect(strftime('%Y %% %d', T)).toBe('2021 % 17');
    expect(strftime('%Y%', T)).toBe('2021%');
    expect(strftime('[%L][%Q][%E]', T)).toBe('[][][]');
    expect(strftime('%n%t', T)).toBe('\n\t');
  });

  it('reads an unknown zone as UTC', () => {
    expect(strftime('%H %Z', T, 'Bogus/Zone')).toBe('21 UTC');
  });
});
