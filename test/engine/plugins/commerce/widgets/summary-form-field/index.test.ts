import { describe, expect, it } from 'vitest';
import { buildSummaryFormField } from '../../../../../../engine/plugins/commerce/widgets/summary-form-field';

/** The answer part of the summary line (what follows the bold title). */
function answerOf(field: unknown): string {
  const html = buildSummaryFormField(field);
  const m = /<\/span> ([\s\S]*)\n<\/div>$/.exec(html);
  if (!m) throw new Error(`unexpected markup: ${html}`);
  return m[1];
}

describe('summary-form-field', () => {
  it('frames the title and answer', () => {
    expect(buildSummaryFormField({ type: 'name', rawTitle: 'Name', values: { First: 'Ada', Last: 'Lovelace' } })).toBe(
      '<div style="font-size:11px; margin-top:3px">\n  <span style="font-weight:bold;">Name:</span> Ada Lovelace\n</div>',
    );
  });

  it('prints only text-like titles', () => {
    expect(buildSummaryFormField({ rawTitle: 7, value: 'x' })).toContain('>7:</span>');
    expect(buildSummaryFormField({ rawTitle: ['a'], value: 'x' })).toContain('>:</span>');
  });

  it('fills missing time parts with 00', () => {
    expect(answerOf({ type: 'time', values: { Minute: 5 } })).toBe('00:5:00 ');
    expect(answerOf({ type: 'time', values: { Hour: 4, Minute: 0, Second: '07', Ampm: 'pm' } })).toBe('4:00:07 pm');
  });

  it('prints a phone number with and without a country code', () => {
    expect(answerOf({ type: 'phone', values: { Country: '44', Areacode: '20', Prefix: '7946', Line: '0000' } })).toBe(
      '+44 20-7946-0000',
    );
    expect(answerOf({ type: 'phone', values: { Country: '', Line: '0000' } })).toBe('--0000');
  });

  it('prints a date as month/day/year', () => {
    expect(answerOf({ type: 'date', values: { Month: 1, Year: 2020 } })).toBe('1//2020');
  });

  it('joins checked boxes, falls back to the single value, else N/A', () => {
    expect(answerOf({ type: 'checkbox', values: ['a', null, [1, 2]] })).toBe('a, , 1,2\n');
    expect(answerOf({ type: 'checkbox', values: [], value: 'v' })).toBe('v');
    expect(answerOf({ type: 'checkbox', value: { a: 1 } })).toBe('N/A');
    expect(answerOf({ type: 'checkbox', value: false })).toBe('N/A');
  });

  it('labels likert answers from -2 to 2 and reads anything else as Neutral', () => {
    const html = answerOf({ type: 'likert', values: { a: '-2', b: -1, c: [2], d: 'x' } });
    expect(html).toContain('a:</span> Strongly Disagree<');
    expect(html).toContain('b:</span> Disagree<');
    expect(html).toContain('c:</span> Strongly Agree<');
    expect(html).toContain('d:</span> Neutral<');
  });

  it('fails (so the tag prints nothing, as in the reference) for a likert field with no answers at all', () => {
    expect(() => answerOf({ type: 'likert' })).toThrow(/needs its answers/);
  });

  it('omits an empty second address line', () => {
    const html = answerOf({ type: 'address', values: { Line1: '1 Road', Line2: '', City: 'Town', Zip: '01' } });
    expect(html).toBe('<div style="padding-left:5px;">\n  <div>1 Road</div>\n  <div>Town,  01 </div>\n</div>');
  });

  it('prints scalar single answers, 0 and false included, and N/A otherwise', () => {
    expect(answerOf({ type: 'text', value: 0 })).toBe('0');
    expect(answerOf({ type: 'text', value: false })).toBe('false');
    expect(answerOf({ type: 'text', value: '' })).toBe('N/A');
    expect(answerOf({ type: 'text', value: [1] })).toBe('N/A');
    expect(answerOf('not a field')).toBe('N/A');
  });

  it('escapes what visitors typed', () => {
    expect(answerOf({ type: 'text', value: '<script>&' })).toBe('&lt;script&gt;&amp;');
    expect(answerOf({ type: 'name', values: { First: '"Bo"' } })).toBe('&quot;Bo&quot; ');
  });
});
