/**
 * The additional-fields form (spec §5): `openAdditionalFieldsForm` for adding an item (stock check, then the
 * form in a lightbox), `showAdditionalFieldsForm` to edit answers, and the form component itself.
 */
export { openAdditionalFieldsForm, showAdditionalFieldsForm } from './open-form';
export { AdditionalFieldsForm } from './additional-fields-form';
export { parseFormDefinition } from './form-definition';
