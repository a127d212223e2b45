import { describe, expect, it } from 'vitest';
import { render } from '../../render';

describe('date formatter', () => {
  it('formats in the website time zone', () => {
    const json = { t: 1613597165345, website: { timeZone: 'America/Los_Angeles' } };
    expect(render('{t|date %Y-%m-%d %H:%M:%S %Z}', json).output).toBe('2021-02-17 13:26:05 PST');
    expect(render('{t|date %A, %B %d %Y}', { t: 1613597165345 }).output).toBe('Wednesday, February 17 2021');
  });

  it('accepts numeric strings', () => {
    expect(render('{t|date %Y}', { t: '1613597165345' }).output).toBe('2021');
  });

  it('prints "Invalid Date" for text and out-of-range numbers', () => {
    expect(render('{t|date %Y}', { t: 'yesterday' }).output).toBe('Invalid Date');
    expect(render('{t|date %Y}', { t: 1e20 }).output).toBe('Invalid Date');
  });

  // Figures from the reference engine (@squarespace/template-engine 2.10.10) for the same instants and zones.
  it('dates an instant before 1582-10-15 on the Julian calendar, as the reference does', () => {
    const json = { t: Date.UTC(1500, 0, 1, 12), website: { timeZone: 'Europe/Paris' } };
    expect(render('{t|date %Y-%m-%d %H:%M %z %j %U %V %a}', json).output).toBe('1499-12-23 12:09 +00:9.35 357 52 52 Mon');
    // A year BC by its number in its era; the ISO week's year counted across eras, padded to four.
    const bc = { t: Date.UTC(-667, 4, 13, 6, 12, 5), website: { timeZone: 'UTC' } };
    expect(render('{t|date %Y %C %y %G %F}', bc).output).toBe('668 06 68 -667 668-05-20');
  });

  it("keeps a zone's last offset and name after its rules end in 2037, as the reference does", () => {
    const json = { t: Date.UTC(2040, 6, 1, 12), website: { timeZone: 'America/New_York' } };
    expect(render('{t|date %Y-%m-%d %H:%M %z %Z}', json).output).toBe('2040-07-01 07:00 -05:00 EST');
  });

  it("prints an instant the reference's calendar cannot date as Invalid Date", () => {
    expect(render('{t|date %Y}', { t: Date.UTC(9000, 0, 1) }).output).toBe('Invalid Date');
  });
});
