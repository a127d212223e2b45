import { describe, expect, it } from 'vitest';
import { FormTemplate } from '../../../schemas/form-template';
import { newVisitor } from '../visitor';

const NECKLACE_FORM = '168a3160b3bf27cf9df5e27b';

describe('POST /api/rest/forms/validate/{formId}', () => {
  it('answers 200 {} for valid values of a product form', async () => {
    const visitor = await newVisitor();
    const answer = await visitor.request(`/api/rest/forms/validate/${NECKLACE_FORM}`, {
      method: 'POST', json: { 'text-4d2a9c61': 'Amelia', 'textarea-8e1f0b37': '' },
    });
    expect(answer).toMatchObject({ status: 200, body: {} });
  });

  it('answers 400 with a map of field id to message', async () => {
    const visitor = await newVisitor();
    const answer = await visitor.request(`/api/rest/forms/validate/${NECKLACE_FORM}`, {
      method: 'POST', json: { 'textarea-8e1f0b37': 'x'.repeat(101) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ 'text-4d2a9c61': 'Required', 'textarea-8e1f0b37': 'You have exceeded the character limit.' });
    expect(answer.body.error).toBe('One or more fields is invalid, please check your entries.');
  });

  it('checks the email rule on site forms', async () => {
    const visitor = await newVisitor();
    const answer = await visitor.request('/api/rest/forms/validate/newsletter', { method: 'POST', json: { 'email-5e0c91ab': 'not-an-email' } });
    expect(answer.body.errors).toEqual({ 'email-5e0c91ab': 'Email is not valid. Email addresses should follow the format user@domain.com.' });
    const ok = await visitor.request('/api/rest/forms/validate/newsletter', { method: 'POST', json: { 'email-5e0c91ab': 'ana@studio.shop' } });
    expect(ok.status).toBe(200);
  });

  it('answers 404 for an unknown form', async () => {
    const visitor = await newVisitor();
    const answer = await visitor.request('/api/rest/forms/validate/nope', { method: 'POST', json: {} });
    expect(answer).toMatchObject({ status: 404, body: { error: 'This form has not been configured yet.' } });
  });

  it('answers 422 when the body is not an object of field values', async () => {
    const visitor = await newVisitor();
    const answer = await visitor.request(`/api/rest/forms/validate/${NECKLACE_FORM}`, { method: 'POST', json: { 'text-4d2a9c61': 5 } });
    expect(answer.status).toBe(422);
  });
});

describe('GET /api/template/GetTemplateSchema?type=form', () => {
  it('answers the form template in the shared schema', async () => {
    const visitor = await newVisitor();
    const answer = await visitor.request('/api/template/GetTemplateSchema?type=form');
    expect(answer.status).toBe(200);
    const template = FormTemplate.parse(answer.body);
    expect(template.fields.textarea).toMatchObject({ control: 'textarea', rules: ['required', 'maxLength'] });
    expect(template.fields.name.parts?.map((part) => part.name)).toEqual(['First', 'Last']);
    expect(template.fields.section.rules).toEqual([]);
    expect(template.likertScale.map((step) => step.label)).toEqual(['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree']);
    expect(template.messages.required).toBe('Required');
  });

  it('answers 404 for other template types', async () => {
    const visitor = await newVisitor();
    expect((await visitor.request('/api/template/GetTemplateSchema?type=page')).status).toBe(404);
  });
});
