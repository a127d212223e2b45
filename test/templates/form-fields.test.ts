// What blocks/form-field.block prints for every field type of the form model: real controls with their names,
// the part and question marks the site-form island reads, a label for every control (a legend for groups),
// required marks — on /custom-order (content/forms/custom-order.json) and for a form made up here.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../publisher';
import { buildPageContext } from '../../publisher/page-context';
import { renderPage } from '../../publisher/render-page';
import { TemplateCompiler } from '../../publisher/template-compiler';
import type { FormDefinition } from '../../schemas/forms';
import { byClass, findAll, findFirst, parseFragment, textContent, type HtmlElement } from '../../islands/ssr/html-fragment';

const ROOT = path.resolve(__dirname, '../..');
const NOW = Date.UTC(2026, 10, 22);
const site = loadSite({ root: ROOT, now: NOW });
const compiler = new TemplateCompiler();
const route = site.routes.find((r) => r.path === '/custom-order')!;

/** The /custom-order page's form as the template prints it (before any island), for the given form definition. */
function printedForm(form?: FormDefinition): { form: HtmlElement; warnings: string[] } {
  const context = buildPageContext(site.content, route);
  const forms = form ? { 'custom-order': form } : Object.fromEntries(site.content.forms);
  const { html, warnings } = renderPage(site.templates, compiler, route, { ...context, forms }, NOW);
  const found = findFirst(parseFragment(html), (e) => e.tag === 'form' && (e.attributes.class ?? '').split(' ').includes('site-form'));
  if (!found) throw new Error('no site form on /custom-order');
  return { form: found, warnings: warnings.map(String) };
}

const byId = (root: HtmlElement, id: string) => findFirst(root, (e) => e.attributes.id === id);
const field = (root: HtmlElement, id: string): HtmlElement => {
  const found = byId(root, id);
  if (!found) throw new Error(`no field ${id}`);
  return found;
};
const controls = (root: HtmlElement) => findAll(root, (e) => ['input', 'select', 'textarea'].includes(e.tag));
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of the label of a control: its <label for>, or the <label> around it. */
function labelOf(form: HtmlElement, control: HtmlElement): string {
  const id = control.attributes.id;
  const label = findFirst(form, (e) => e.tag === 'label' && e.attributes.for === id)
    ?? findFirst(form, (e) => e.tag === 'label' && findFirst(e, (inner) => inner === control) !== undefined);
  return label ? squash(textContent(label)) : '';
}

function legendOf(group: HtmlElement): string {
  const legend = findFirst(group, (e) => e.tag === 'legend');
  return legend ? squash(textContent(legend)) : '';
}

const demo = printedForm();

describe('/custom-order prints every field type with real controls (content/forms/custom-order.json)', () => {
  it('renders without warnings, one .form-item per field but the hidden one', () => {
    expect(demo.warnings).toEqual([]);
    expect(findAll(demo.form, (e) => (e.attributes.class ?? '').split(' ').includes('form-item'))).toHaveLength(20);
  });

  it('gives every visible control a label, and no two controls one id', () => {
    const visible = controls(demo.form).filter((c) => c.attributes.type !== 'hidden');
    for (const control of visible) expect(labelOf(demo.form, control), control.attributes.id).not.toBe('');
    const ids = visible.map((c) => c.attributes.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('prints a name as First / Last inputs in a fieldset whose legend is the title, marked required', () => {
    const name = field(demo.form, 'name-6b2d4f17');
    expect(name.attributes.class).toBe('form-item fields name required');
    expect(legendOf(name)).toBe('Name *(required)');
    expect(controls(name).map((c) => [c.attributes.name, c.attributes['data-part'], c.attributes.autocomplete, labelOf(demo.form, c)])).toEqual([
      ['fname', 'First', 'given-name', 'First name'],
      ['lname', 'Last', 'family-name', 'Last name'],
    ]);
  });

  it('prints an address as its six parts', () => {
    const address = field(demo.form, 'address-5d1a9c28');
    expect(legendOf(address)).toBe('Delivery address');
    expect(controls(address).map((c) => [c.attributes['data-part'], labelOf(demo.form, c), c.attributes.autocomplete])).toEqual([
      ['Line1', 'Address line 1', 'address-line1'],
      ['Line2', 'Address line 2', 'address-line2'],
      ['City', 'City', 'address-level2'],
      ['State', 'State / Province', 'address-level1'],
      ['Zip', 'ZIP / Postal code', 'postal-code'],
      ['Country', 'Country', 'country-name'],
    ]);
    expect(findFirst(address, (e) => e.tag === 'fieldset')!.attributes['aria-describedby']).toBe('address-5d1a9c28-description');
  });

  it('prints a phone with showCountryCode as country code, area code, prefix and line inputs', () => {
    const phone = field(demo.form, 'phone-3e8f1b64');
    expect(controls(phone).map((c) => [c.attributes['data-part'], c.attributes.type, labelOf(demo.form, c)])).toEqual([
      ['Country', 'tel', 'Country code'],
      ['Areacode', 'tel', 'Area code'],
      ['Prefix', 'tel', 'Prefix'],
      ['Line', 'tel', 'Line number'],
    ]);
  });

  it('prints a date as month, day and year, and a time as hour, minute and an AM/PM select', () => {
    const date = field(demo.form, 'date-5b8e2d40');
    expect(controls(date).map((c) => [c.attributes['data-part'], c.attributes.inputmode, c.attributes.maxlength, labelOf(demo.form, c)])).toEqual([
      ['Month', 'numeric', '2', 'Month'],
      ['Day', 'numeric', '2', 'Day'],
      ['Year', 'numeric', '4', 'Year'],
    ]);
    const time = field(demo.form, 'time-0a4f7c29');
    expect(controls(time).map((c) => [c.tag, c.attributes['data-part'], labelOf(demo.form, c)])).toEqual([
      ['input', 'Hour', 'Hour'],
      ['input', 'Minute', 'Minute'],
      ['select', 'Ampm', 'AM or PM'],
    ]);
    const ampm = findFirst(time, (e) => e.tag === 'select')!;
    expect(findAll(ampm, (e) => e.tag === 'option').map((o) => o.attributes.value)).toEqual(['', 'AM', 'PM']);
  });

  it('prints a likert field as one radio row per statement with the five answers -2…2', () => {
    const likert = field(demo.form, 'likert-7a2e5b83');
    expect(likert.attributes.class).toBe('form-item fields likert');
    const statements = findAll(likert, byClass('likert-question'));
    expect(statements.map(legendOf)).toEqual(['The website was easy to use.', 'My order arrived when expected.', 'The piece matched what I asked for.']);
    statements.forEach((row, index) => {
      const radios = controls(row);
      expect(radios.map((r) => [r.attributes.type, r.attributes.name, r.attributes.value, r.attributes['data-question'], labelOf(demo.form, r)])).toEqual(
        [['-2', 'Strongly Disagree'], ['-1', 'Disagree'], ['0', 'Neutral'], ['1', 'Agree'], ['2', 'Strongly Agree']].map(([value, label]) => [
          'radio', `likert-7a2e5b83-${index + 1}`, value, legendOf(row), label,
        ]),
      );
    });
  });

  it('prints checkbox and radio options in fieldsets, the radio group required', () => {
    const boxes = field(demo.form, 'checkbox-0d5e7a46');
    expect(controls(boxes).map((c) => [c.attributes.type, c.attributes.name, c.attributes.value, labelOf(demo.form, c)])).toEqual([
      ['checkbox', 'checkbox-0d5e7a46', 'Gift box', 'Gift box'],
      ['checkbox', 'checkbox-0d5e7a46', 'Handwritten card', 'Handwritten card'],
      ['checkbox', 'checkbox-0d5e7a46', 'A matching second piece', 'A matching second piece'],
    ]);
    const radio = field(demo.form, 'radio-2c6a9f18');
    const group = findFirst(radio, (e) => e.tag === 'fieldset')!;
    expect([group.attributes.role, group.attributes['aria-required']]).toEqual(['radiogroup', 'true']);
    expect(controls(radio).map((c) => [c.attributes.type, c.attributes.value])).toEqual([
      ['radio', 'By email'], ['radio', 'A phone call'], ['radio', 'A visit to the studio shop'],
    ]);
  });

  it('prints a select with an empty first choice and the options', () => {
    const select = findFirst(field(demo.form, 'select-8a3f6e02'), (e) => e.tag === 'select')!;
    expect([select.attributes.name, select.attributes['aria-required']]).toEqual(['select-8a3f6e02', 'true']);
    expect(findAll(select, (e) => e.tag === 'option').map((o) => [o.attributes.value, textContent(o)])).toEqual([
      ['', 'Select an option'],
      ['Engraved name necklace', 'Engraved name necklace'],
      ['Engraved ceramic mug', 'Engraved ceramic mug'],
      ['Risograph print in your colours', 'Risograph print in your colours'],
      ['Something else', 'Something else'],
    ]);
  });

  it('prints sections as a title and description with no control, underlined only when asked', () => {
    const about = field(demo.form, 'section-1a7c3e90');
    expect(about.attributes.class).toBe('form-item section');
    expect(squash(textContent(findFirst(about, (e) => e.tag === 'h3')!))).toBe('About you');
    expect(squash(textContent(findFirst(about, byClass('description'))!))).toBe('How we can reach you about your request.');
    expect(controls(about)).toEqual([]);
    expect(field(demo.form, 'section-4c9b2d71').attributes.class).toBe('form-item section section--underline');
  });

  it('prints the hidden field named by its key with its own value', () => {
    expect(field(demo.form, 'hidden-4e1b8c06').attributes).toEqual({ type: 'hidden', id: 'hidden-4e1b8c06', name: 'source', value: 'website' });
  });

  it('prints the single-value fields as inputs of their kind', () => {
    const input = (id: string) => findFirst(field(demo.form, id), (e) => e.tag === 'input' || e.tag === 'textarea')!;
    expect(input('email-9c0e5a32').attributes).toMatchObject({ type: 'email', name: 'email-9c0e5a32', autocomplete: 'email', 'aria-required': 'true' });
    expect(input('text-7e4b1c93').attributes).toMatchObject({ type: 'text', placeholder: 'e.g. Amelia' });
    expect(input('number-1b9d3f84').attributes).toMatchObject({ type: 'text', inputmode: 'decimal' });
    expect(input('website-3a7d0e62').attributes).toMatchObject({ type: 'url', autocomplete: 'url' });
    expect(input('twitter-2f6c8e15').attributes).toMatchObject({ type: 'text', 'aria-describedby': 'twitter-2f6c8e15-description' });
    const textarea = input('textarea-6f2a8d59');
    expect([textarea.tag, textarea.attributes.maxlength, textarea.attributes['aria-required']]).toEqual(['textarea', '600', 'true']);
    expect(squash(textContent(findFirst(field(demo.form, 'textarea-6f2a8d59'), byClass('form-item__counter'))!))).toBe('0 / 600');
  });

  it('prints a currency input with its symbol beside it and in its label', () => {
    const currency = field(demo.form, 'currency-9e5c2a17');
    expect(squash(textContent(findFirst(currency, byClass('currency-input__symbol'))!))).toBe('$');
    const input = findFirst(currency, (e) => e.tag === 'input')!;
    expect(input.attributes).toMatchObject({ type: 'text', inputmode: 'decimal', name: 'currency-9e5c2a17' });
    expect(labelOf(demo.form, input)).toBe('Budget (in $)');
  });
});

describe('fields the demo form does not have', () => {
  const made: FormDefinition = {
    id: 'custom-order',
    name: 'Made up',
    // The form's own title and description must not leak into fields without one (the partial sees only its field).
    title: 'Form title',
    description: 'FORM DESCRIPTION',
    fields: [
      { id: 'pw', type: 'password', title: 'Password', required: true },
      { id: 'tel', type: 'phone', title: 'Phone' },
      { id: 'amount', type: 'currency', title: 'Amount' },
      { id: 'plain', type: 'text', title: 'Plain' },
      { id: 'free', type: 'textarea', title: 'Free text' },
      { id: 'keyless', type: 'hidden', title: 'Keyless', value: 'v' },
      { id: 'boxes', type: 'checkbox', title: 'Boxes', required: true, options: ['a'] },
    ],
  };
  const { form, warnings } = printedForm(made);

  it('prints a password input and marks it required', () => {
    expect(warnings).toEqual([]);
    const input = findFirst(field(form, 'pw'), (e) => e.tag === 'input')!;
    expect(input.attributes).toMatchObject({ type: 'password', name: 'pw', 'aria-required': 'true' });
    expect(labelOf(form, input)).toBe('Password *');
  });

  it('prints a phone without showCountryCode as area code, prefix and line only', () => {
    expect(controls(field(form, 'tel')).map((c) => c.attributes['data-part'])).toEqual(['Areacode', 'Prefix', 'Line']);
  });

  it('prints no symbol for a currency without one, no counter for a textarea without a limit', () => {
    expect(findFirst(field(form, 'amount'), byClass('currency-input__symbol'))).toBeUndefined();
    expect(labelOf(form, findFirst(field(form, 'amount'), (e) => e.tag === 'input')!)).toBe('Amount');
    expect(findFirst(field(form, 'free'), byClass('form-item__counter'))).toBeUndefined();
    expect(findFirst(field(form, 'free'), (e) => e.tag === 'textarea')!.attributes.maxlength).toBeUndefined();
  });

  it("names a hidden field without a key by its id, and never prints the form's description in a field", () => {
    expect(field(form, 'keyless').attributes.name).toBe('keyless');
    const fieldList = findFirst(form, byClass('field-list'))!;
    expect(textContent(fieldList)).not.toContain('FORM DESCRIPTION');
    expect(findAll(fieldList, byClass('description'))).toEqual([]);
  });

  it('says (required) in the legend of a required group', () => {
    expect(legendOf(field(form, 'boxes'))).toBe('Boxes *(required)');
  });
});
