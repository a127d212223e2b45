import { describe, expect, it } from 'vitest';
import { compile, execute } from '../../../../../engine';
import { render } from '../../content/render';

const BASE = 'http://www.google.com/calendar/event?action=TEMPLATE';

describe('google-calendar-url', () => {
  it('carries the title, the UTC start and end, and the address', () => {
    const event = {
      title: 'Launch',
      startDate: 1384518630000,
      endDate: 1384518716400,
      location: { addressLine1: '123 Main St.', addressLine2: '', addressCountry: 'US' },
    };
    expect(render('{@|google-calendar-url}', event)).toBe(
      `${BASE}&text=Launch&dates=20131115T123030Z/20131115T123156Z&location=123%20Main%20St.%2C%20US`,
    );
  });

  it('percent-encodes the title like the calendar expects', () => {
    expect(render('{@|google-calendar-url}', { title: "A b&c/d?é!'()*~-_." })).toBe(
      `${BASE}&text=A%20b%26c/d%3F%E9%21%27%28%29*%7E-_.&dates=19700101T000000Z/19700101T000000Z`,
    );
    expect(render('{@|google-calendar-url}', { title: '€' })).toContain('&text=%u20AC&');
  });

  it('leaves out an empty address and dates missing from the event', () => {
    expect(render('{@|google-calendar-url}', { location: { mapLat: 1 } })).toBe(
      `${BASE}&text=&dates=19700101T000000Z/19700101T000000Z`,
    );
  });

  it('reports a date beyond 31 Dec 8652 instead of printing it', () => {
    const { code } = compile('{@|google-calendar-url}');
    const { output, errors } = execute(code, { json: { startDate: 253402300800000 } });
    expect(output).toBe('');
    expect(errors.map((e) => e.message).join()).toContain('Julian day 5373485');
  });

  // Figures from the reference engine (@squarespace/template-engine 2.10.10).
  it('writes a date before 1582-10-15 on the Julian calendar, and a year before 1000 unpadded, as the reference does', () => {
    const event = { startDate: Date.UTC(1500, 0, 1, 12), endDate: Date.UTC(856, 7, 12, 13, 32, 41) };
    expect(render('{@|google-calendar-url}', event)).toBe(`${BASE}&text=&dates=14991223T120000Z/8560808T133241Z`);
  });
});
