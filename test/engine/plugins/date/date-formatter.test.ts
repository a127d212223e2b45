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
});
