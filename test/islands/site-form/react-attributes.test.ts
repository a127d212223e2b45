import { describe, expect, it } from 'vitest';
import { reactProps } from '../../../islands/site-form/react-attributes';

describe('reactProps', () => {
  it("uses React's names and makes boolean attributes true", () => {
    expect(reactProps('textarea', { class: 'field-element', maxlength: '100', autocomplete: 'off', spellcheck: 'false', readonly: '' })).toEqual({
      className: 'field-element', maxLength: '100', autoComplete: 'off', spellCheck: 'false', readOnly: true,
    });
    expect(reactProps('div', { hidden: '', role: 'status', 'aria-live': 'polite', 'data-x': '1' })).toEqual({ hidden: true, role: 'status', 'aria-live': 'polite', 'data-x': '1' });
    expect(reactProps('label', { for: 'a', tabindex: '-1' })).toEqual({ htmlFor: 'a', tabIndex: '-1' });
  });

  it('leaves what the visitor types uncontrolled: value → defaultValue, checked → defaultChecked', () => {
    expect(reactProps('input', { type: 'text', value: 'Ana' })).toEqual({ type: 'text', defaultValue: 'Ana' });
    expect(reactProps('input', { value: 'Ana' })).toEqual({ defaultValue: 'Ana' });
    expect(reactProps('select', { value: 'x' })).toEqual({ defaultValue: 'x' });
    expect(reactProps('input', { type: 'checkbox', value: 'Mugs', checked: '' })).toEqual({ type: 'checkbox', value: 'Mugs', defaultChecked: true });
    expect(reactProps('input', { type: 'hidden', value: 'site' })).toEqual({ type: 'hidden', value: 'site' });
    expect(reactProps('option', { value: 'x' })).toEqual({ value: 'x' });
  });

  it('turns a style attribute into a style object', () => {
    expect(reactProps('p', { style: 'font-size: 11px; margin-top:3px; --gap: 2px' })).toEqual({ style: { fontSize: '11px', marginTop: '3px', '--gap': '2px' } });
  });
});
