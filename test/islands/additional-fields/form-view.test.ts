import { describe, expect, it } from 'vitest';
import { buildFormView, FormRenderError } from '../../../islands/additional-fields/form-view';
import { EVERY_FIELD_FORM, everyFieldView, NECKLACE_FORM, necklaceView, TEMPLATE } from './necklace-form';

describe('buildFormView', () => {
  it('gives each field of the necklace form its control, texts and limit from the template', () => {
    const view = necklaceView();
    expect(view.name).toBe('Engraving details');
    expect(view.submitLabel).toBe('Add to Cart');
    expect(view.fields.map((f) => [f.id, f.control, f.title, f.required, f.maxLength])).toEqual([
      ['text-4d2a9c61', 'text', 'Name to engrave', true, 0],
      ['textarea-8e1f0b37', 'textarea', 'Gift message', false, 100],
    ]);
    expect(view.messages).toMatchObject({ required: 'Required', characterLimit: 'You have exceeded the character limit.' });
  });

  it('shows a phone without its country part unless the field asks for it', () => {
    const phone = everyFieldView().fields.find((f) => f.id === 'phone')!;
    expect(phone.parts.map((p) => p.name)).toEqual(['Areacode', 'Prefix', 'Line']);
    const withCountry = buildFormView({ ...EVERY_FIELD_FORM, fields: [{ id: 'p', type: 'phone', title: 'Phone', showCountryCode: true }] }, TEMPLATE);
    expect(withCountry.fields[0].parts.map((p) => p.name)).toEqual(['Country', 'Areacode', 'Prefix', 'Line']);
  });

  it('takes a hidden field from the same-named query parameter, else its own value', () => {
    expect(everyFieldView().fields.find((f) => f.id === 'ref')?.hiddenValue).toBe('default-ref');
    expect(everyFieldView({ ref: 'from-query' }).fields.find((f) => f.id === 'ref')?.hiddenValue).toBe('from-query');
  });

  it('uses the template default label when the form has none', () => {
    expect(buildFormView({ ...NECKLACE_FORM, submitButtonText: undefined }, TEMPLATE).submitLabel).toBe('Add to Cart');
  });

  it('fails with a message to show when the template cannot render a field', () => {
    const { textarea: _gone, ...fields } = TEMPLATE.fields;
    const broken = { ...TEMPLATE, fields: fields as typeof TEMPLATE.fields };
    expect(() => buildFormView(NECKLACE_FORM, broken)).toThrow(FormRenderError);
    expect(() => buildFormView(NECKLACE_FORM, broken)).toThrow('This form cannot be shown: the form template has no "textarea" field.');
  });
});

describe('the counter limit (spec §5)', () => {
  it('is the textarea max length; a negative one means no counter', () => {
    expect(necklaceView().fields[1].maxLength).toBe(100);
    expect(everyFieldView().fields.find((f) => f.id === 'note')?.maxLength).toBe(0);
  });
});
