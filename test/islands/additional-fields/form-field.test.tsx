import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormField } from '../../../islands/additional-fields/form-field';
import { everyFieldView, necklaceView } from './necklace-form';

const noop = () => {};

describe('FormField', () => {
  const [name, message] = necklaceView().fields;

  it('puts the error above the field title and ties it to the input', () => {
    const html = renderToStaticMarkup(<FormField field={name} controlId="f-name" value="" error="Required" onChange={noop} likertScale={[]} />);
    expect(html.indexOf('class="field-error"')).toBeLessThan(html.indexOf('class="title"'));
    expect(html).toContain('<div class="field-error" id="f-name-error">Required</div><label class="title" for="f-name">Name to engrave');
    expect(html).toContain('aria-describedby="f-name-description f-name-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('class="form-item field text required error"');
  });

  it('shows the N / max counter under a limited textarea, with the error style when over', () => {
    const under = renderToStaticMarkup(<FormField field={message} controlId="f-msg" value="Hello" error={undefined} onChange={noop} likertScale={[]} />);
    expect(under).toContain('<div class="field-counter" aria-live="polite">5 / 100</div>');
    const over = renderToStaticMarkup(<FormField field={message} controlId="f-msg" value={'x'.repeat(104)} error="You have exceeded the character limit." onChange={noop} likertScale={[]} />);
    expect(over).toContain('<div class="field-counter is-over" aria-live="polite">104 / 100</div>');
    expect(over.indexOf('You have exceeded the character limit.')).toBeLessThan(over.indexOf('Gift message'));
  });

  it('renders groups as fieldsets with the error above the legend', () => {
    const extras = everyFieldView().fields.find((f) => f.id === 'extras')!;
    const html = renderToStaticMarkup(<FormField field={extras} controlId="f-x" value={[]} error="Required" onChange={noop} likertScale={[]} />);
    expect(html).toMatch(/^<div class="form-item field checkbox required error"><div class="field-error" id="f-x-error">Required<\/div><fieldset id="f-x"[^>]*><legend class="title">Extras/);
    expect(html).toContain('<input type="checkbox" id="f-x-0" name="f-x" value="Card"/>Card');
  });
});
