// The server's checks of each field type's value (spec §3 shapes, §5 rules) on the demo form with every type,
// content/forms/custom-order.json: it takes exactly what the site-form island sends, refuses malformed values
// field by field (a likert answer outside -2…2, a choice that is no option, a month 13…), stores the canonical
// values, and shows likert answers by their labels with 'N/A' for statements left unanswered.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FormSubmissionKeyResponse, SITE_FORM_MESSAGES, type FormDefinition, type FormValues } from '../../../schemas/forms';
import { FORM_MESSAGES } from '../../../schemas/messages';
import { createFormSubmissionStore } from '../../../server/db/form-submissions';
import { formAnswers } from '../../../server/forms/form-answers';
import { loadSiteForms } from '../../../server/forms/site-forms';
import { validateForm } from '../../../server/forms/validate-form';
import { testDatabase } from '../test-database';
import { freshApi, Visitor } from '../visitor';

const form: FormDefinition = loadSiteForms(path.resolve(__dirname, '../../../content')).find((f) => f.id === 'custom-order')!;
const STATEMENTS = ['The website was easy to use.', 'My order arrived when expected.', 'The piece matched what I asked for.'];

/** What the island sends for a complete request (test/islands/site-form/field-types.test.tsx reads it off the page). */
const SENT: FormValues = {
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
  'likert-7a2e5b83': { [STATEMENTS[0]]: '2', [STATEMENTS[2]]: '-1' },
  'hidden-4e1b8c06': 'spring-letter',
};

describe('validateForm on every field type (the definition with its options)', () => {
  it('accepts what the island sends, and the optional fields left empty as the island leaves them', () => {
    expect(validateForm(form, SENT)).toEqual({});
    const minimal: FormValues = {
      ...SENT,
      'phone-3e8f1b64': ['', '', '', ''], 'address-5d1a9c28': ['', '', '', '', '', ''], 'twitter-2f6c8e15': '', 'text-7e4b1c93': '',
      'checkbox-0d5e7a46': [], 'number-1b9d3f84': '', 'currency-9e5c2a17': '', 'website-3a7d0e62': '',
      'date-5b8e2d40': ['', '', ''], 'time-0a4f7c29': ['', '', '', ''], 'likert-7a2e5b83': {}, 'hidden-4e1b8c06': 'website',
    };
    expect(validateForm(form, minimal)).toEqual({});
  });

  it('takes a phone as 3 parts (the spec adds the empty first one) or as parts by name', () => {
    expect(validateForm(form, { ...SENT, 'phone-3e8f1b64': ['828', '555', '0142'] })).toEqual({});
    expect(validateForm(form, { ...SENT, 'phone-3e8f1b64': { Areacode: '828', Prefix: '555', Line: '0142' } })).toEqual({});
  });

  it.each<[string, FormValues[string], string]>([
    ['likert-7a2e5b83', { [STATEMENTS[0]]: '3' }, FORM_MESSAGES.invalidValue],
    ['likert-7a2e5b83', { [STATEMENTS[0]]: 'Agree' }, FORM_MESSAGES.invalidValue],
    ['likert-7a2e5b83', { 'A statement the form does not have': '1' }, FORM_MESSAGES.invalidValue],
    ['likert-7a2e5b83', { [STATEMENTS[0]]: ['1'] }, FORM_MESSAGES.invalidValue],
    ['likert-7a2e5b83', ['2'], FORM_MESSAGES.invalidValue],
    ['select-8a3f6e02', 'A gold crown', FORM_MESSAGES.invalidValue],
    ['select-8a3f6e02', ['Engraved ceramic mug'], FORM_MESSAGES.invalidValue],
    ['radio-2c6a9f18', 'By pigeon', FORM_MESSAGES.invalidValue],
    ['checkbox-0d5e7a46', ['Gift box', 'Free engraving'], FORM_MESSAGES.invalidValue],
    ['date-5b8e2d40', ['13', '05', '2026'], FORM_MESSAGES.invalidDate],
    ['date-5b8e2d40', ['02', '29', '2027'], FORM_MESSAGES.invalidDate],
    ['date-5b8e2d40', ['12', '05', '26'], FORM_MESSAGES.invalidDate],
    ['date-5b8e2d40', ['12', '05'], FORM_MESSAGES.invalidDate],
    ['date-5b8e2d40', ['12', '05', '2026', '1'], FORM_MESSAGES.invalidValue],
    ['date-5b8e2d40', { Month: '12', Weekday: 'Sat' }, FORM_MESSAGES.invalidValue],
    ['time-0a4f7c29', ['0', '30', '', 'AM'], FORM_MESSAGES.invalidTime],
    ['time-0a4f7c29', ['10', '30', '', 'am'], FORM_MESSAGES.invalidTime],
    ['time-0a4f7c29', ['10', '30', '75', 'AM'], FORM_MESSAGES.invalidTime],
    ['time-0a4f7c29', ['10', '', '', 'AM'], FORM_MESSAGES.invalidTime],
    ['phone-3e8f1b64', ['+1', 'eight', '555', '0142'], FORM_MESSAGES.invalidPhone],
    ['phone-3e8f1b64', ['+1', '', '', ''], FORM_MESSAGES.invalidPhone],
    ['phone-3e8f1b64', ['+1', '828', '555', '0142345678901'], FORM_MESSAGES.invalidPhone],
    ['name-6b2d4f17', { First: 'Ana', Last: ['Lind'] }, FORM_MESSAGES.invalidValue],
    ['email-9c0e5a32', ['ana@studio.shop'], FORM_MESSAGES.invalidValue],
    ['number-1b9d3f84', '2 pieces', FORM_MESSAGES.invalidNumber],
    ['currency-9e5c2a17', '$150', FORM_MESSAGES.invalidAmount],
    ['website-3a7d0e62', 'javascript:alert(1)', FORM_MESSAGES.invalidWebsite],
    ['hidden-4e1b8c06', ['a', 'b'], FORM_MESSAGES.invalidValue],
  ])('refuses %s = %j', (fieldId, value, message) => {
    expect(validateForm(form, { ...SENT, [fieldId]: value })).toEqual({ [fieldId]: message });
  });

  it('ignores whatever is sent for a section', () => {
    expect(validateForm(form, { ...SENT, 'section-1a7c3e90': ['not', 'a', 'value'] })).toEqual({});
  });
});

describe('formAnswers: likert statements by label, N/A when unanswered (spec §3)', () => {
  it('lists every statement of an answered likert in order', () => {
    const likert = formAnswers(form, SENT).find((answer) => answer.type === 'likert');
    expect(likert).toEqual({
      id: 'likert-7a2e5b83', type: 'likert', rawTitle: 'Your last order',
      values: { [STATEMENTS[0]]: 'Strongly Agree', [STATEMENTS[1]]: 'N/A', [STATEMENTS[2]]: 'Disagree' },
    });
    // Left wholly unanswered it is left out, as any empty field is.
    expect(formAnswers(form, { ...SENT, 'likert-7a2e5b83': {} }).find((answer) => answer.type === 'likert')).toBeUndefined();
  });
});

describe('POST /api/form/SaveFormSubmission with every field type', () => {
  async function setUp() {
    const database = await testDatabase();
    const app = freshApi({ database, now: () => Date.UTC(2026, 10, 22) });
    const visitor = await new Visitor(app).arrive();
    return { visitor, store: createFormSubmissionStore(database.db) };
  }

  async function submit(visitor: Visitor, values: FormValues) {
    const keyAnswer = await visitor.request('/api/form/FormSubmissionKey', { method: 'POST' });
    const { key } = FormSubmissionKeyResponse.parse(keyAnswer.body);
    return visitor.request('/api/form/SaveFormSubmission', {
      method: 'POST',
      json: { key, formId: 'custom-order', form: JSON.stringify(values), pageTitle: 'Custom orders — Kiosk Supply Co.', contentSource: 'c', pagePath: '/custom-order' },
    });
  }

  it('stores what the island sends as canonical values: parts by name, likert by statement', async () => {
    const { visitor, store } = await setUp();
    expect(await submit(visitor, SENT)).toMatchObject({ status: 200, body: { success: true } });
    const [row] = await store.submissionsOf('custom-order');
    expect(JSON.parse(row.form_values)).toEqual({
      'name-6b2d4f17': { First: 'Ana', Last: 'Lind' },
      'email-9c0e5a32': 'ana@studio.shop',
      'phone-3e8f1b64': { Areacode: '828', Country: '+1', Line: '0142', Prefix: '555' },
      'address-5d1a9c28': { City: 'Asheville', Country: 'United States', Line1: '41 Wall Street', Line2: '', State: 'NC', Zip: '28801' },
      'twitter-2f6c8e15': '@analind',
      'select-8a3f6e02': 'Engraved name necklace',
      'text-7e4b1c93': 'Amelia',
      'checkbox-0d5e7a46': ['Gift box', 'A matching second piece'],
      'textarea-6f2a8d59': 'A silver necklace with the name in script.',
      'number-1b9d3f84': '2',
      'currency-9e5c2a17': '150.00',
      'website-3a7d0e62': 'https://example.com/inspiration',
      'radio-2c6a9f18': 'A phone call',
      'date-5b8e2d40': { Day: '05', Month: '12', Year: '2026' },
      'time-0a4f7c29': { Ampm: 'AM', Hour: '10', Minute: '30', Second: '' },
      'likert-7a2e5b83': { [STATEMENTS[0]]: '2', [STATEMENTS[2]]: '-1' },
      'hidden-4e1b8c06': 'spring-letter',
    });
  });

  it('answers 400 with an error at each malformed field and stores nothing', async () => {
    const { visitor, store } = await setUp();
    const answer = await submit(visitor, {
      ...SENT,
      'likert-7a2e5b83': { [STATEMENTS[0]]: '5' },
      'select-8a3f6e02': 'A gold crown',
      'date-5b8e2d40': ['13', '01', '2026'],
      'time-0a4f7c29': ['10', '30', '', ''],
      'phone-3e8f1b64': ['', '828', '555', 'O142'],
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: SITE_FORM_MESSAGES.invalidFields,
      errors: {
        'likert-7a2e5b83': FORM_MESSAGES.invalidValue,
        'select-8a3f6e02': FORM_MESSAGES.invalidValue,
        'date-5b8e2d40': FORM_MESSAGES.invalidDate,
        'time-0a4f7c29': FORM_MESSAGES.invalidTime,
        'phone-3e8f1b64': FORM_MESSAGES.invalidPhone,
      },
    });
    expect(await store.submissionsOf('custom-order')).toEqual([]);
  });
});
