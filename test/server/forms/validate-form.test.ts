import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../schemas/forms';
import { canonicalValues, formAnswers } from '../../../server/forms/form-answers';
import { isValidEmail, validateForm } from '../../../server/forms/validate-form';

const form: FormDefinition = {
  id: 'f',
  name: 'Everything',
  fields: [
    { id: 'title', type: 'section', title: 'About you', required: true },
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email' },
    { id: 'note', type: 'textarea', title: 'Note', maxLength: 5 },
    { id: 'free', type: 'textarea', title: 'Free text', maxLength: -3 },
    { id: 'boxes', type: 'checkbox', title: 'Boxes', required: true, options: ['a', 'b'] },
    { id: 'scale', type: 'likert', title: 'Views', required: true, options: ['Good'] },
    { id: 'phone', type: 'phone', title: 'Phone' },
    { id: 'topic', type: 'select', title: 'Topic', required: true, options: ['x'] },
  ],
};

const valid = { name: ['Ana', 'Lind'], boxes: ['a'], topic: 'x' };

describe('validateForm', () => {
  it('accepts valid values, skipping sections and never requiring likert fields', () => {
    expect(validateForm(form, valid)).toEqual({});
  });

  it('marks empty required fields with Required (multi-part: every part empty; checkbox: none checked)', () => {
    expect(validateForm(form, { name: ['', ' '], boxes: [], topic: '' })).toEqual({ name: 'Required', boxes: 'Required', topic: 'Required' });
    expect(validateForm(form, { ...valid, name: { First: 'Ana' } })).toEqual({});
    expect(validateForm(form, { ...valid, topic: null })).toEqual({ topic: 'Required' });
  });

  it('checks textarea limits, treating a negative limit as none', () => {
    expect(validateForm(form, { ...valid, note: '123456', free: 'x'.repeat(500) })).toEqual({ note: 'You have exceeded the character limit.' });
    expect(validateForm(form, { ...valid, note: '12345' })).toEqual({});
  });

  it('checks optional email fields only when filled', () => {
    expect(validateForm(form, { ...valid, email: '' })).toEqual({});
    expect(validateForm(form, { ...valid, email: 'ana@' })).toEqual({
      email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
    });
  });

  it('flags values of the wrong shape', () => {
    expect(validateForm(form, { ...valid, topic: ['x'] })).toEqual({ topic: 'This value is not valid.' });
    expect(validateForm(form, { ...valid, name: ['a', 'b', 'c'] })).toEqual({ name: 'This value is not valid.' });
  });
});

describe('isValidEmail', () => {
  it('needs 3 to 256 characters and a last label of 2 to 4 characters', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a@b.shop')).toBe(true);
    expect(isValidEmail('a@b.c')).toBe(false);
    expect(isValidEmail('a@b.store')).toBe(false);
    expect(isValidEmail('a b@c.de')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@b.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(251)}@b.com`)).toBe(false);
  });
});

describe('form answers', () => {
  it('keeps known answered fields in form order and shows them in summary form', () => {
    const values = { topic: 'x', phone: ['646', '123', '0000'], name: ['Ana', 'Lind'], stray: 'y', email: '' };
    expect(canonicalValues(form, values)).toEqual({
      name: { First: 'Ana', Last: 'Lind' }, phone: { Areacode: '646', Country: '', Line: '0000', Prefix: '123' }, topic: 'x',
    });
    expect(formAnswers(form, values)).toEqual([
      { id: 'name', type: 'name', rawTitle: 'Name', values: { First: 'Ana', Last: 'Lind' } },
      { id: 'phone', type: 'phone', rawTitle: 'Phone', values: { Country: '', Areacode: '646', Prefix: '123', Line: '0000' } },
      { id: 'topic', type: 'select', rawTitle: 'Topic', value: 'x' },
    ]);
  });

  it('joins checked boxes', () => {
    expect(formAnswers(form, { boxes: ['a', 'b'] })).toEqual([{ id: 'boxes', type: 'checkbox', rawTitle: 'Boxes', value: 'a, b' }]);
  });
});
