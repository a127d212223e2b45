import { describe, expect, it } from 'vitest';
import { fieldValue, formValues, type FieldControl, type SiteFormField } from '../../../islands/site-form/field-values';

const control = (over: Partial<FieldControl>): FieldControl => ({ tag: 'input', type: 'text', name: '', value: '', checked: false, ...over });
const field = (type: SiteFormField['type'], over: Partial<SiteFormField> = {}): SiteFormField => ({ id: `${type}-1`, type, title: type, ...over });
const noQuery = new URLSearchParams();

describe('fieldValue: the value shapes of spec §3', () => {
  it('sends a phone as its 3 parts after an empty leading part', () => {
    const parts = ['828', '555', '0142'].map((value) => control({ type: 'tel', value }));
    expect(fieldValue(field('phone'), parts, noQuery)).toEqual(['', '828', '555', '0142']);
    // a single phone input is the line, after the empty country, area code and prefix parts
    expect(fieldValue(field('phone'), [control({ type: 'tel', value: '828 555 0142' })], noQuery)).toEqual(['', '', '', '828 555 0142']);
    // named parts land where they belong, the country included
    const named = [control({ part: 'Country', value: '+1' }), control({ name: 'areacode', value: '828' }), control({ part: 'Prefix', value: '555' }), control({ part: 'Line', value: '0142' })];
    expect(fieldValue(field('phone'), named, noQuery)).toEqual(['+1', '828', '555', '0142']);
  });

  it('sends the checked boxes as a list', () => {
    const boxes = [control({ type: 'checkbox', value: 'Mugs', checked: true }), control({ type: 'checkbox', value: 'Tees' }), control({ type: 'checkbox', value: 'Prints', checked: true })];
    expect(fieldValue(field('checkbox'), boxes, noQuery)).toEqual(['Mugs', 'Prints']);
    expect(fieldValue(field('checkbox'), boxes.map((b) => ({ ...b, checked: false })), noQuery)).toEqual([]);
  });

  it('sends the first checked radio, or an empty string', () => {
    const radios = [control({ type: 'radio', value: 'Email' }), control({ type: 'radio', value: 'Phone', checked: true }), control({ type: 'radio', value: 'Post', checked: true })];
    expect(fieldValue(field('radio'), radios, noQuery)).toBe('Phone');
    expect(fieldValue(field('radio'), [control({ type: 'radio', value: 'Email' })], noQuery)).toBe('');
  });

  it('sends a likert field as question → checked answer', () => {
    const radios = [
      control({ type: 'radio', name: 'likert-1-0', question: 'Easy to find?', value: '2', checked: true }),
      control({ type: 'radio', name: 'likert-1-0', question: 'Easy to find?', value: '1' }),
      control({ type: 'radio', name: 'Fast delivery?', value: '-1', checked: true }),
    ];
    expect(fieldValue(field('likert'), radios, noQuery)).toEqual({ 'Easy to find?': '2', 'Fast delivery?': '-1' });
  });

  it('sends name and address parts in order, reading the template names (fname, lname) and data-part', () => {
    expect(fieldValue(field('name'), [control({ name: 'lname', value: 'Lind' }), control({ name: 'fname', value: 'Ana' })], noQuery)).toEqual(['Ana', 'Lind']);
    const address = [control({ part: 'Line1', value: '41 Wall Street' }), control({ part: 'City', value: 'Asheville' }), control({ part: 'State', value: 'NC' }), control({ part: 'Zip', value: '28801' })];
    expect(fieldValue(field('address'), address, noQuery)).toEqual(['41 Wall Street', '', 'Asheville', 'NC', '28801', '']);
    expect(fieldValue(field('name'), [control({ value: 'Ana' }), control({ value: 'Lind' })], noQuery)).toEqual(['Ana', 'Lind']);
  });

  it('splits a native date or time input into its parts', () => {
    expect(fieldValue(field('date'), [control({ type: 'date', value: '2026-11-22' })], noQuery)).toEqual(['11', '22', '2026']);
    expect(fieldValue(field('time'), [control({ type: 'time', value: '14:05' })], noQuery)).toEqual(['02', '05', '', 'PM']);
    expect(fieldValue(field('time'), [control({ type: 'time', value: '00:30' })], noQuery)).toEqual(['12', '30', '', 'AM']);
    expect(fieldValue(field('date'), [control({ type: 'date', value: '' })], noQuery)).toEqual(['', '', '']);
  });

  it('gives a hidden field the same-named query parameter, else its own value', () => {
    const hidden = field('hidden', { key: 'source', value: 'site' });
    const input = [control({ type: 'hidden', name: 'hidden-1', value: 'site' })];
    expect(fieldValue(hidden, input, new URLSearchParams('source=spring-letter&x=1'))).toBe('spring-letter');
    expect(fieldValue(hidden, input, noQuery)).toBe('site');
    // without a key, the input's name is the parameter
    expect(fieldValue(field('hidden'), input, new URLSearchParams('hidden-1=from-url'))).toBe('from-url');
  });

  it('sends one value for single-value fields and nothing for sections', () => {
    expect(fieldValue(field('email'), [control({ type: 'email', value: 'ana@studio.shop' })], noQuery)).toBe('ana@studio.shop');
    expect(fieldValue(field('select'), [control({ tag: 'select', type: 'select-one', value: 'Wholesale' })], noQuery)).toBe('Wholesale');
    expect(fieldValue(field('textarea'), [control({ tag: 'textarea', type: 'textarea', value: 'Hi' })], noQuery)).toBe('Hi');
    expect(fieldValue(field('section'), [], noQuery)).toBeUndefined();
    expect(fieldValue(field('text'), [], noQuery)).toBe('');
  });
});

describe('formValues', () => {
  it('keys every field but sections by id, in form order', () => {
    const fields = [field('section'), field('email'), field('checkbox')];
    const controls: Record<string, FieldControl[]> = {
      'email-1': [control({ type: 'email', value: 'a@b.co' })],
      'checkbox-1': [control({ type: 'checkbox', value: 'x', checked: true })],
    };
    expect(formValues(fields, (f) => controls[f.id] ?? [], noQuery)).toEqual({ 'email-1': 'a@b.co', 'checkbox-1': ['x'] });
  });
});
