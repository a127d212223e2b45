/** The demo store's engraving form (content/…/name-necklace.json) and a form with every field type, for tests. */
import type { FormDefinition } from '../../../schemas/forms';
import { buildFormTemplate } from '../../../server/forms/form-template';
import { buildFormView } from '../../../islands/additional-fields/form-view';

export const TEMPLATE = buildFormTemplate();

export const NECKLACE_FORM: FormDefinition = {
  id: '168a3160b3bf27cf9df5e27b',
  name: 'Engraving details',
  submitButtonText: 'Add to Cart',
  fields: [
    { id: 'text-4d2a9c61', type: 'text', title: 'Name to engrave', description: 'Up to 12 characters.', placeholder: 'e.g. Amelia', required: true },
    { id: 'textarea-8e1f0b37', type: 'textarea', title: 'Gift message', description: 'Printed on a card in the box.', required: false, maxLength: 100 },
  ],
};

export const EVERY_FIELD_FORM: FormDefinition = {
  id: 'every-field',
  name: 'My Form Name',
  fields: [
    { id: 'intro', type: 'section', title: 'About you' },
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'phone', type: 'phone', title: 'Phone', required: true },
    { id: 'size', type: 'select', title: 'Size', options: ['S', 'M'], required: true },
    { id: 'wrap', type: 'radio', title: 'Wrapping', options: ['Paper', 'Cloth'], required: true },
    { id: 'extras', type: 'checkbox', title: 'Extras', options: ['Card', 'Ribbon'], required: true },
    { id: 'mood', type: 'likert', title: 'How do you feel?', options: ['Happy'], required: true },
    { id: 'ref', type: 'hidden', title: 'Ref', key: 'ref', value: 'default-ref' },
    { id: 'note', type: 'textarea', title: 'Note', maxLength: -3 },
  ],
};

export const necklaceView = () => buildFormView(NECKLACE_FORM, TEMPLATE);
export const everyFieldView = (query: Record<string, string> = {}) => buildFormView(EVERY_FIELD_FORM, TEMPLATE, (key) => query[key] ?? null);
