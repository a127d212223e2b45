// The form template served by GET /api/template/GetTemplateSchema?type=form: how each field type renders
// (control, properties, parts) and which rules the server applies to it.
import { FIELD_PARTS, FIELD_TYPES, FORM_MESSAGES, type FieldType } from '../../schemas/forms';
import type { FieldTemplate, FormTemplate } from '../../schemas/form-template';

const DESCRIBED = ['description', 'required'];

const PART_LABELS: Record<string, string> = {
  First: 'First Name', Last: 'Last Name',
  Country: 'Country', Areacode: 'Area Code', Prefix: 'Prefix', Line: 'Line',
  Line1: 'Address 1', Line2: 'Address 2', City: 'City', State: 'State', Zip: 'ZIP / Postal Code',
  Month: 'MM', Day: 'DD', Year: 'YYYY', Hour: 'Hour', Minute: 'Minute', Second: 'Second', Ampm: 'AM/PM',
};

const NUMERIC_PARTS = new Set(['Areacode', 'Prefix', 'Line', 'Month', 'Day', 'Year', 'Hour', 'Minute', 'Second']);

function parts(type: keyof typeof FIELD_PARTS): FieldTemplate['parts'] {
  return FIELD_PARTS[type].map((name) => {
    if (name === 'Ampm') return { name, label: PART_LABELS[name], control: 'select' as const, options: ['AM', 'PM'] };
    return { name, label: PART_LABELS[name], control: NUMERIC_PARTS.has(name) ? ('number' as const) : ('text' as const) };
  });
}

function template(type: FieldType): FieldTemplate {
  switch (type) {
    case 'text': case 'number': case 'website':
      return { control: type === 'website' ? 'url' : type, properties: ['description', 'placeholder', 'required'], rules: ['required'], value: 'string' };
    case 'textarea':
      return { control: 'textarea', properties: ['description', 'placeholder', 'required', 'maxLength'], rules: ['required', 'maxLength'], value: 'string' };
    case 'email':
      return { control: 'email', properties: ['description', 'placeholder', 'required'], rules: ['required', 'email'], value: 'string' };
    case 'currency':
      return { control: 'number', properties: ['description', 'currencySymbol', 'required'], rules: ['required'], value: 'string' };
    case 'password': case 'twitter':
      return { control: type === 'password' ? 'password' : 'text', properties: DESCRIBED, rules: ['required'], value: 'string' };
    case 'name': case 'address': case 'date': case 'time':
      return { control: 'parts', properties: DESCRIBED, parts: parts(type), rules: ['required'], value: 'list' };
    case 'phone':
      return { control: 'parts', properties: ['description', 'showCountryCode', 'required'], parts: parts('phone'), rules: ['required'], value: 'list' };
    case 'section':
      return { control: 'section', properties: ['description', 'underline'], rules: [], value: 'none' };
    case 'radio': case 'select':
      return { control: type, properties: ['description', 'options', 'required'], rules: ['required'], value: 'string' };
    case 'checkbox':
      return { control: 'checkbox', properties: ['description', 'options', 'required'], rules: ['required'], value: 'list' };
    case 'likert':
      return { control: 'likert', properties: ['description', 'options', 'required'], rules: [], value: 'map' };
    case 'hidden':
      return { control: 'hidden', properties: ['key', 'value'], rules: [], value: 'string' };
  }
}

export function buildFormTemplate(): FormTemplate {
  return {
    type: 'form',
    version: 1,
    fields: Object.fromEntries(FIELD_TYPES.map((type) => [type, template(type)])) as FormTemplate['fields'],
    likertScale: [
      { value: '-2', label: 'Strongly Disagree' },
      { value: '-1', label: 'Disagree' },
      { value: '0', label: 'Neutral' },
      { value: '1', label: 'Agree' },
      { value: '2', label: 'Strongly Agree' },
    ],
    messages: { required: FORM_MESSAGES.required, characterLimit: FORM_MESSAGES.characterLimit, invalidEmail: FORM_MESSAGES.invalidEmail },
    defaults: { formName: 'My Form Name', submitButtonText: 'Add to Cart' },
  };
}
