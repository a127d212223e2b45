/**
 * `add-to-cart-btn` for subscriptions, as the reference's template: the first
 * subscription option's id when the product is subscribable and has options,
 * the flag printed as written, and the template's leading blank lines.
 */
import { describe, expect, it } from 'vitest';
import { render } from '../../../render';

const button = (content: Record<string, unknown>) =>
  render('{item|add-to-cart-btn}', { item: { id: 'p1', collectionId: 'c1', structuredContent: content } }).output;

describe('add-to-cart-btn subscription option', () => {
  it('prints the first option id for a subscribable product with options', () => {
    const html = button({ isSubscribable: true, productSubscriptionOptions: [{ id: 'so1' }, { id: 'so2' }] });
    expect(html).toContain(' data-is-subscription="true" data-original-label="Subscribe" data-subscription-option-id="so1">\n');
  });

  it('needs both options and the flag', () => {
    expect(button({ isSubscribable: true, productSubscriptionOptions: [] })).not.toContain('data-subscription-option-id');
    expect(button({ isSubscribable: true })).not.toContain('data-subscription-option-id');
    expect(button({ isSubscribable: false, productSubscriptionOptions: [{ id: 'so1' }] })).not.toContain('data-subscription-option-id');
  });

  it('reads the flag as the reference does: any non-empty string or non-zero number', () => {
    const html = button({ isSubscribable: 'false', productSubscriptionOptions: [{ id: 'so1' }] });
    expect(html).toContain('data-is-subscription="false" data-original-label="Subscribe" data-subscription-option-id="so1"');
    expect(button({ isSubscribable: 1, productSubscriptionOptions: [{ id: 'so1' }] })).toContain('data-is-subscription="1"');
  });

  it('prints an empty id when the options have none, right after the form without a space', () => {
    expect(button({ isSubscribable: true, productSubscriptionOptions: { a: { id: 'x' } } })).toContain('data-subscription-option-id=""');
    const html = button({
      isSubscribable: true,
      productSubscriptionOptions: [{ id: 'so1' }],
      additionalFieldsFormId: 'f',
      additionalFieldsForm: { n: 1 },
    });
    expect(html).toContain('data-form="{&quot;n&quot;:1}"data-subscription-option-id="so1">');
  });

  it('starts with the 13 blank lines of the reference template', () => {
    expect(button({})).toMatch(/^\n{13}<div class="sqs-add-to-cart-button-wrapper"/);
  });
});
