// The SiteForm island on /custom-order (every field type): the controls the template printed, filled in as a
// visitor would, read into the values of spec §3 and checked by the rules the island runs before sending (§5).
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HtmlTreeNode } from '../../../islands/html-tree/html-tree';
import { formValues, type FieldControl, type SiteFormField } from '../../../islands/site-form/field-values';
import { SiteForm, type SiteFormProps } from '../../../islands/site-form/site-form';
import { siteFormProps } from '../../../islands/ssr/adopt/site-form';
import { findElementsByClass } from '../../../islands/ssr/find-elements';
import { parseAttributes } from '../../../islands/ssr/html-attributes';
import { widgetMarkup } from '../../../islands/ssr/adopter';
import { byClass, findFirst, isElement, parseFragment, type HtmlNode } from '../../../islands/ssr/html-fragment';
import { loadSite } from '../../../publisher';
import { buildPageContext } from '../../../publisher/page-context';
import { renderPage } from '../../../publisher/render-page';
import { TemplateCompiler } from '../../../publisher/template-compiler';
import { validateForm } from '../../../schemas/form-rules';
import { FORM_MESSAGES } from '../../../schemas/messages';

const site = loadSite({ root: path.resolve(__dirname, '../../..'), now: Date.UTC(2026, 10, 22) });
const route = site.routes.find((r) => r.path === '/custom-order')!;
const { html } = renderPage(site.templates, new TemplateCompiler(site.content.collections), route, buildPageContext(site.content, route), 0);
const [found] = findElementsByClass(html, 'site-form');
const printed = html.slice(found.contentStart, found.contentEnd);
const props: SiteFormProps = siteFormProps(
  widgetMarkup(parseAttributes(found.attributeText), printed),
  { findItem: () => undefined, page: { pageId: 'p1', contentSource: 'c' } },
)!;

type Element = [string, Record<string, string>, HtmlTreeNode[]];
const CONTROL_TAGS = new Set(['input', 'select', 'textarea']);

function elements(nodes: readonly HtmlTreeNode[], out: Element[] = []): Element[] {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    out.push(node as Element);
    elements(node[2], out);
  }
  return out;
}

/** What a visitor did: control id → text typed or option chosen; `true` for a ticked box or radio. */
type Filled = Record<string, string | true>;

/** The field's controls as the island reads them from the page (field-controls.ts), after the visitor's input. */
function controlsOf(field: SiteFormField, filled: Filled): FieldControl[] {
  const own = elements(props.nodes).find(([, attributes]) => attributes.id === field.id);
  if (!own) return [];
  const list = CONTROL_TAGS.has(own[0]) ? [own] : elements(own[2]).filter(([tag]) => CONTROL_TAGS.has(tag));
  return list.map(([tag, attributes]) => {
    const type = tag === 'select' ? 'select-one' : tag === 'textarea' ? 'textarea' : attributes.type ?? 'text';
    const input = filled[attributes.id ?? ''];
    const fixed = type === 'checkbox' || type === 'radio' || type === 'hidden';
    return {
      tag,
      type,
      name: attributes.name ?? '',
      value: fixed ? attributes.value ?? '' : typeof input === 'string' ? input : '',
      checked: fixed && input === true,
      part: attributes['data-part'],
      question: attributes['data-question'],
    };
  });
}

const read = (filled: Filled, query = '') => formValues(props.fields, (field) => controlsOf(field, filled), new URLSearchParams(query));
const check = (filled: Filled, query = '') => validateForm({ id: props.formId, name: props.formId, fields: props.fields }, read(filled, query));

const COMPLETE: Filled = {
  'name-6b2d4f17-fname': 'Ana',
  'name-6b2d4f17-lname': 'Lind',
  'email-9c0e5a32-field': 'ana@studio.shop',
  'phone-3e8f1b64-country': '+1',
  'phone-3e8f1b64-areacode': '828',
  'phone-3e8f1b64-prefix': '555',
  'phone-3e8f1b64-line': '0142',
  'address-5d1a9c28-line1': '41 Wall Street',
  'address-5d1a9c28-city': 'Asheville',
  'address-5d1a9c28-state': 'NC',
  'address-5d1a9c28-zip': '28801',
  'address-5d1a9c28-country': 'United States',
  'twitter-2f6c8e15-field': '@analind',
  'select-8a3f6e02-field': 'Engraved name necklace',
  'text-7e4b1c93-field': 'Amelia',
  'checkbox-0d5e7a46-1': true,
  'checkbox-0d5e7a46-3': true,
  'textarea-6f2a8d59-field': 'A silver necklace with the name in script.',
  'number-1b9d3f84-field': '2',
  'currency-9e5c2a17-field': '150.00',
  'website-3a7d0e62-field': 'https://example.com/inspiration',
  'radio-2c6a9f18-2': true,
  'date-5b8e2d40-month': '12',
  'date-5b8e2d40-day': '05',
  'date-5b8e2d40-year': '2026',
  'time-0a4f7c29-hour': '10',
  'time-0a4f7c29-minute': '30',
  'time-0a4f7c29-ampm': 'AM',
  'likert-7a2e5b83-1-5': true,
  'likert-7a2e5b83-3-2': true,
};

describe('the island reads every field type of /custom-order (spec §3)', () => {
  it('sends each field in its shape, keyed by id, without sections', () => {
    expect(read(COMPLETE, 'source=spring-letter')).toEqual({
      'name-6b2d4f17': ['Ana', 'Lind'],
      'email-9c0e5a32': 'ana@studio.shop',
      'phone-3e8f1b64': ['+1', '828', '555', '0142'],
      'address-5d1a9c28': ['41 Wall Street', '', 'Asheville', 'NC', '28801', 'United States'],
      'twitter-2f6c8e15': '@analind',
      'select-8a3f6e02': 'Engraved name necklace',
      'text-7e4b1c93': 'Amelia',
      'checkbox-0d5e7a46': ['Gift box', 'A matching second piece'],
      'textarea-6f2a8d59': 'A silver necklace with the name in script.',
      'number-1b9d3f84': '2',
      'currency-9e5c2a17': '150.00',
      'website-3a7d0e62': 'https://example.com/inspiration',
      'radio-2c6a9f18': 'A phone call',
      'date-5b8e2d40': ['12', '05', '2026'],
      'time-0a4f7c29': ['10', '30', '', 'AM'],
      // the unanswered statement is left out; where answers are shown it reads N/A
      'likert-7a2e5b83': { 'The website was easy to use.': '2', 'The piece matched what I asked for.': '-1' },
      'hidden-4e1b8c06': 'spring-letter',
    });
    expect(check(COMPLETE)).toEqual({});
  });

  it('gives the hidden field its own value without a ?source= parameter', () => {
    expect(read(COMPLETE)['hidden-4e1b8c06']).toBe('website');
  });

  it('sends a phone without a country code as 3 parts after an empty first part', () => {
    const { 'phone-3e8f1b64-country': _, ...noCountry } = COMPLETE;
    expect(read(noCountry)['phone-3e8f1b64']).toEqual(['', '828', '555', '0142']);
    expect(check(noCountry)).toEqual({});
  });

  it('sends nothing checked as an empty list, an empty radio and select as empty text, and an untouched likert as {}', () => {
    const values = read({});
    expect(values['checkbox-0d5e7a46']).toEqual([]);
    expect(values['radio-2c6a9f18']).toBe('');
    expect(values['select-8a3f6e02']).toBe('');
    expect(values['likert-7a2e5b83']).toEqual({});
    expect(values['date-5b8e2d40']).toEqual(['', '', '']);
    expect(values['time-0a4f7c29']).toEqual(['', '', '', '']);
  });
});

describe('the client checks of each type (spec §5)', () => {
  it("says Required at each empty required field, never at a likert or a section", () => {
    expect(check({})).toEqual({
      'name-6b2d4f17': FORM_MESSAGES.required,
      'email-9c0e5a32': FORM_MESSAGES.required,
      'select-8a3f6e02': FORM_MESSAGES.required,
      'textarea-6f2a8d59': FORM_MESSAGES.required,
      'radio-2c6a9f18': FORM_MESSAGES.required,
    });
  });

  it.each([
    ['email-9c0e5a32', { 'email-9c0e5a32-field': 'ana@studio' }, FORM_MESSAGES.invalidEmail],
    ['textarea-6f2a8d59', { 'textarea-6f2a8d59-field': 'x'.repeat(601) }, FORM_MESSAGES.characterLimit],
    ['date-5b8e2d40', { 'date-5b8e2d40-month': '13' }, FORM_MESSAGES.invalidDate],
    ['date-5b8e2d40', { 'date-5b8e2d40-month': '02', 'date-5b8e2d40-day': '30' }, FORM_MESSAGES.invalidDate],
    ['date-5b8e2d40', { 'date-5b8e2d40-year': '' }, FORM_MESSAGES.invalidDate],
    ['time-0a4f7c29', { 'time-0a4f7c29-hour': '13' }, FORM_MESSAGES.invalidTime],
    ['time-0a4f7c29', { 'time-0a4f7c29-minute': '60' }, FORM_MESSAGES.invalidTime],
    ['time-0a4f7c29', { 'time-0a4f7c29-ampm': '' }, FORM_MESSAGES.invalidTime],
    ['phone-3e8f1b64', { 'phone-3e8f1b64-line': '01a2' }, FORM_MESSAGES.invalidPhone],
    ['phone-3e8f1b64', { 'phone-3e8f1b64-country': '1-1' }, FORM_MESSAGES.invalidPhone],
    ['number-1b9d3f84', { 'number-1b9d3f84-field': 'two' }, FORM_MESSAGES.invalidNumber],
    ['currency-9e5c2a17', { 'currency-9e5c2a17-field': '12.345' }, FORM_MESSAGES.invalidAmount],
    ['website-3a7d0e62', { 'website-3a7d0e62-field': 'my site' }, FORM_MESSAGES.invalidWebsite],
  ])('refuses a bad %s: %j', (fieldId, change, message) => {
    expect(check({ ...COMPLETE, ...change })).toEqual({ [fieldId]: message });
  });

  it('accepts the forms of a value a visitor may type', () => {
    const typed: Filled = {
      ...COMPLETE,
      'date-5b8e2d40-month': '2', 'date-5b8e2d40-day': '29', 'date-5b8e2d40-year': '2028',
      'time-0a4f7c29-hour': '12', 'time-0a4f7c29-minute': '5', 'time-0a4f7c29-ampm': 'PM',
      'phone-3e8f1b64-country': '44', 'phone-3e8f1b64-areacode': '', 'phone-3e8f1b64-prefix': '', 'phone-3e8f1b64-line': '20 7946 0958',
      'number-1b9d3f84-field': '2.5',
      'currency-9e5c2a17-field': '1,200.50',
      'website-3a7d0e62-field': 'example.com',
    };
    expect(check(typed)).toEqual({});
  });
});

describe('the island server-rendered on /custom-order', () => {
  /** Blank runs between tags as one line break, no blank text in a <select> (see site-form-render.test.tsx). */
  function normalized(nodes: HtmlNode[], parent = ''): unknown[] {
    return nodes
      .filter((node) => isElement(node) || parent !== 'select' || node.trim() !== '')
      .map((node) => (isElement(node) ? [node.tag, node.attributes, normalized(node.children, node.tag)] : node.trim() === '' && node.includes('\n') ? '\n' : node));
  }

  /** The fields' markup (the rest of the form, button and guards, is site-form-render.test.tsx's). */
  const fieldList = (html: string) => findFirst(parseFragment(html), byClass('field-list'))!;

  it("is the template's markup of every field", () => {
    const island = fieldList(renderToStaticMarkup(<SiteForm {...props} />));
    expect(normalized(island.children)).toEqual(normalized(fieldList(printed).children));
    expect(island.children.filter(isElement)).toHaveLength(21);
  });
});
