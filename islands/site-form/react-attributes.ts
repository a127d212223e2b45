/**
 * HTML attributes as React props, so markup the engine printed renders through React unchanged: React's
 * names (`class` → `className`, `maxlength` → `maxLength`), boolean attributes, and form controls left
 * uncontrolled (`value` → `defaultValue`, `checked` → `defaultChecked`) since the browser owns what is typed.
 */

const REACT_NAMES: Record<string, string> = {
  class: 'className', for: 'htmlFor', tabindex: 'tabIndex', maxlength: 'maxLength', minlength: 'minLength',
  novalidate: 'noValidate', autocomplete: 'autoComplete', autocapitalize: 'autoCapitalize', spellcheck: 'spellCheck',
  readonly: 'readOnly', autofocus: 'autoFocus', inputmode: 'inputMode', enterkeyhint: 'enterKeyHint',
  colspan: 'colSpan', rowspan: 'rowSpan', accesskey: 'accessKey', contenteditable: 'contentEditable',
  crossorigin: 'crossOrigin', datetime: 'dateTime', enctype: 'encType', formaction: 'formAction',
  formnovalidate: 'formNoValidate', srcset: 'srcSet', fetchpriority: 'fetchPriority', 'accept-charset': 'acceptCharset',
};

const BOOLEAN_ATTRIBUTES = new Set([
  'hidden', 'disabled', 'required', 'multiple', 'readonly', 'autofocus', 'novalidate', 'formnovalidate', 'open', 'selected', 'checked',
]);

/** Input types whose `value` is not what the visitor types (it is sent or shown as is). */
const FIXED_VALUE_TYPES = new Set(['hidden', 'checkbox', 'radio', 'submit', 'button', 'reset', 'image']);

function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    if (name === '') continue;
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, ch: string) => ch.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}

export type ReactProps = Record<string, unknown>;

export function reactProps(tag: string, attributes: Readonly<Record<string, string>>): ReactProps {
  const props: ReactProps = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'style') {
      props.style = styleObject(value);
    } else if (name === 'checked') {
      props.defaultChecked = true;
    } else if (name === 'value' && (tag === 'select' || tag === 'textarea' || (tag === 'input' && !FIXED_VALUE_TYPES.has(attributes.type ?? 'text')))) {
      props.defaultValue = value;
    } else if (BOOLEAN_ATTRIBUTES.has(name)) {
      props[REACT_NAMES[name] ?? name] = true;
    } else {
      props[REACT_NAMES[name] ?? name] = value;
    }
  }
  return props;
}
