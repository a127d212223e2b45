import { describe, expect, it } from 'vitest';
import { render } from '../../render';

const NNBSP = '\u202f';

describe('i18n formatters through the engine', () => {
  it('decimal and money', () => {
    expect(render('{n|decimal style:short}', { n: '123456.789' }).output).toBe('123K');
    const money = { usd: { decimalValue: '123456.7890', currencyCode: 'USD' }, eur: { value: '2500', currency: 'EUR' } };
    expect(render('{usd|money} {usd|money style:name}', money).output).toBe('$123,456.79 123,456.79 US dollars');
    expect(render('{eur|money}', money, { locale: 'de-DE' }).output).toBe('2.500,00\u00a0€');
    expect(render('{n|money}', { n: 12 }).output).toBe('');
  });

  it('print nothing without locale data', () => {
    const json = { n: '1.5', t: 1582571080000, m: 'x {0}' };
    expect(render('[{n|decimal}][{t|datetime}][{m|message n}][{t,t|datetime-interval}]', json, { locale: 'none' }).output).toBe('[][][][]');
  });

  it('datetime and datetime-interval in the website time zone', () => {
    const json = { s: 1582571080000, e: 1582591080000, website: { timeZone: 'America/Los_Angeles' } };
    expect(render('{s|datetime time:short}', json).output).toBe(`11:04${NNBSP}AM`);
    expect(render('{s, e|datetime-interval}', json).output).toBe(`11:04${NNBSP}AM\u2009–\u20094:38${NNBSP}PM`);
    expect(render('{s|datetime-interval}', json).output).toBe('');
  });

  it('datetimefield', () => {
    expect(render('{t|datetimefield month:short} {t|datetimefield year}', { t: 1582571080000 }).output).toBe('Feb 2020');
    expect(render('{t|datetimefield}', { t: 1582571080000 }).output).toBe('');
  });

  it('relative-time and timesince against the clock', () => {
    const now = 1502298000000;
    expect(render('{t|relative-time}', { t: now + 7_200_000 }, { now }).output).toBe('in 2 hours');
    expect(render('{s, e|relative-time allowWeeks:true}', { s: 1509647217000, e: 1510641417000 }, { now }).output).toBe('in 2 weeks');
    expect(render('{t|timesince}', { t: now - 90_000 }, { now }).output).toBe(
      `<span class="timesince" data-date="${now - 90_000}">about a minute ago</span>`,
    );
    expect(render('{t|timesince}', { t: 'nope' }, { now }).output).toBe('Invalid date.');
  });

  it('message and plural, with formatted and named arguments', () => {
    const json = {
      msg: 'The {0 selectordinal one{#st} two{#nd} few{#rd} other{#th}} item is a {1}.',
      items: ['guitar', 'sax'],
      fmt: '{0 decimal style:short} / {when datetime date:short}',
      n: '12345.67',
      t: 1582571080000,
    };
    expect(render('{.repeated section items}{msg|message @index @} {.end}', json).output).toBe(
      'The 1st item is a guitar. The 2nd item is a sax. ',
    );
    // Arguments are references, never literals (as in the reference): `3` and `"drums"` name keys.
    expect(render('{msg|plural 3 "drums"}', json).output).toBe('The 0th item is a .');
    expect(render('{msg|plural 3 x}', { ...json, 3: 3, x: 'drums' }).output).toBe('The 3rd item is a drums.');
    expect(render('{fmt|message n when:t}', json).output).toBe('12K / 2/24/20');
  });

  it('records message syntax errors', () => {
    const { output, errors } = render('{m|message 1}', { m: 'a {0 plural bogus{x} other{y}} b' });
    expect(output).toBe('a  b');
    expect(errors.map((e) => e.message).join()).toContain('unknown plural category "bogus"');
  });

  it('unit', () => {
    expect(render('{n|unit in:kilobyte format:long}', { n: 5 }).output).toBe('5 kilobytes');
    expect(render('{n|unit}', { n: 5 }).output).toBe('');
  });

  it('legacy money formatters', () => {
    expect(render('{@|money-format} {@|moneyFormat}', 12345).output).toBe('123.45 123.45');
    expect(render('{@|money-string}', 123456789).output).toBe('<span class="sqs-money-native">1,234,567.89</span>');
    expect(render('{@|i18n-money-format de-DE}', { currencyCode: 'EUR', decimalValue: 1234.56 }).output).toBe('1.234,56€');
    expect(render('{@|money-format}', {}).output).toBe('');
  });
});
